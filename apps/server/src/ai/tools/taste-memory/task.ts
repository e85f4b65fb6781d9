import { extractedCharacteristicsSchema, safeText, TASTE_MEMORY_MAX_MATCHES } from '@hearth/contracts';
import { z } from 'zod';
import { findFood } from '../../knowledge/lookup';
import { normalizeName, singularPhrases } from '../../knowledge/normalize';
import { defineTask } from '../../task';
import { analyzeMemory, characteristicsOf, dishRef, rankMemory, reasoningFor, recipeRef, ruledOutOf, VAGUE_CEILING, type TasteMemoryInput } from './builtin';
import { isVague, type MemoryReading } from './read-memory';

/** How many listed recipes and classic dishes one analysis weighs at most. */
export const CANDIDATE_POOL = 60;
export const DISH_POOL = 15;

export const tasteMemoryTaskInputSchema = z.object({
  memoryDescription: z.string().min(1),
  /** Listed recipes found for the memory's words; the answer may pick only among them. */
  candidates: z
    .array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        description: z.string().nullable(),
        cuisine: z.string().nullable(),
        tags: z.array(z.string()),
        cookingStyles: z.array(z.string()),
        ingredients: z.array(z.string()),
      }),
    )
    .max(CANDIDATE_POOL),
  /** Classic dishes from the dish histories that share something with the memory. */
  dishes: z.array(z.object({ key: z.string(), name: z.string(), aliases: z.array(z.string()), cuisine: z.string(), keyIngredients: z.array(z.string()) })).max(DISH_POOL),
});

const text = (max: number) => safeText().trim().min(1).max(max);

/** Confidences are plain numbers here so that check() names an out-of-range one, rather than the parser. */
export const tasteMemoryTaskOutputSchema = z.object({
  confidence: z.number(),
  confidenceNote: text(1000),
  suggestions: z.array(text(300)).max(6),
  extractedCharacteristics: extractedCharacteristicsSchema,
  matchedIngredients: z.array(text(80)).max(30),
  ruledOut: z.array(text(80)).max(30),
  possibleRecipes: z.array(z.object({ ref: z.string(), confidence: z.number(), reasoning: text(800) })).max(TASTE_MEMORY_MAX_MATCHES),
});
export type TasteMemoryTaskOutput = z.infer<typeof tasteMemoryTaskOutputSchema>;

const inRange = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;
/** 'very smoky' and 'mildly sweet' are the characteristics 'smoky' and 'sweet'. */
const baseLabel = (label: string) => normalizeName(label).replace(/^(very|mildly|slightly|not too|lightly|quite) /, '');

/** An ingredient is grounded when the memory says it (or a cue names it), or a candidate dish uses it. */
function isGrounded(name: string, reading: MemoryReading, input: TasteMemoryInput): boolean {
  const key = normalizeName(name);
  if (!key) return false;
  const memory = ` ${reading.normalized} `;
  if ([key, ...singularPhrases(key)].some((form) => memory.includes(` ${form} `))) return true;
  const food = findFood(name);
  if (food && reading.foods.some((f) => f.food.id === food.id)) return true;
  const offered = [...input.candidates.flatMap((c) => c.ingredients), ...input.dishes.flatMap((d) => d.keyIngredients)];
  return offered.some((other) => normalizeName(other) === key || (food !== undefined && findFood(other)?.id === food.id));
}

/**
 * Any answer, the model's or the built-in one: recipes only from the candidates and dishes offered, once
 * each; every confidence between 0 and 1; no ingredient the memory does not name and no candidate uses;
 * no characteristic the memory denies ("not spicy" is not spicy); and no confident match for a memory
 * too vague to support one.
 */
export function tasteMemoryAnswerProblems(input: TasteMemoryInput, output: TasteMemoryTaskOutput): string[] {
  const problems: string[] = [];
  const { reading, ranked } = rankMemory(input);
  const offered = new Set([...input.candidates.map((c) => recipeRef(c.id)), ...input.dishes.map((d) => dishRef(d.key))]);
  const seen = new Set<string>();
  for (const pick of output.possibleRecipes) {
    if (!offered.has(pick.ref)) problems.push(`${pick.ref} was not offered`);
    if (seen.has(pick.ref)) problems.push(`${pick.ref} is listed twice`);
    seen.add(pick.ref);
    if (!inRange(pick.confidence)) problems.push(`${pick.ref} has confidence ${pick.confidence}, outside 0–1`);
  }
  if (!inRange(output.confidence)) problems.push(`overall confidence ${output.confidence} is outside 0–1`);
  for (const name of output.matchedIngredients) if (!isGrounded(name, reading, input)) problems.push(`${name} is neither in the memory nor in any candidate`);
  const denied = new Set(reading.negated.map((n) => n.label));
  const { flavors, textures, aromas, visualCues } = output.extractedCharacteristics;
  for (const label of [...flavors, ...textures, ...aromas, ...visualCues]) if (denied.has(baseLabel(label))) problems.push(`the memory says it was not ${baseLabel(label)}`);
  const named = ranked.some((r) => r.evidence.named);
  if (isVague(reading, named) && output.confidence > VAGUE_CEILING) problems.push(`confidence ${output.confidence} is too high for a memory this vague (at most ${VAGUE_CEILING})`);
  return problems;
}

/** What the model sees: the reading, and each candidate with the evidence the built-in engine found for it. */
function dataFor(input: TasteMemoryInput) {
  const { reading, ranked } = rankMemory(input);
  const evidence = new Map(ranked.map((r) => [r.prepared.ref, { evidence: reasoningFor(r.prepared, r.evidence), builtinConfidence: r.confidence }]));
  return {
    memoryDescription: input.memoryDescription,
    reading: {
      characteristics: characteristicsOf(reading),
      quotes: reading.characteristics.map((c) => ({ characteristic: c.label, kind: c.kind, said: c.quotes })),
      ruledOut: ruledOutOf(reading),
      ingredientsNamed: reading.foods.map((f) => ({ name: f.name, said: f.quote, how: f.via === 'named' ? 'named in the memory' : 'the word itself names it' })),
      cuisines: reading.cuisines,
      vague: isVague(reading, Boolean(ranked[0]?.evidence.named)),
    },
    candidates: input.candidates.map((c) => ({
      ref: recipeRef(c.id),
      title: c.title,
      cuisine: c.cuisine,
      tags: c.tags,
      ingredients: c.ingredients,
      description: c.description ? c.description.slice(0, 300) : null,
      ...evidence.get(recipeRef(c.id)),
    })),
    classicDishes: input.dishes.map((d) => ({
      ref: dishRef(d.key),
      name: d.name,
      aliases: d.aliases,
      cuisine: d.cuisine,
      keyIngredients: d.keyIngredients,
      ...evidence.get(dishRef(d.key)),
    })),
  };
}

export const tasteMemoryTask = defineTask({
  name: 'taste-memory',
  input: tasteMemoryTaskInputSchema,
  output: tasteMemoryTaskOutputSchema,
  instructions: [
    'You help a home cook find a dish they remember only by how it tasted, felt, smelled and looked, and what it meant to them.',
    'Use only the data: the memory, the reading of it (characteristics with the words they came from, what it rules out, ingredients it names), the candidate recipes and the classic dishes. Never invent recipes, dishes, ids or ingredients.',
    'extractedCharacteristics: flavors, textures, aromas, visualCues and emotions, as short lowercase words or phrases taken from the memory. Never list what the memory denies (after "not" or "no"); "not too sweet" is mildly sweet.',
    'matchedIngredients: only ingredients the memory names, or that a word in it names outright ("garlicky" → garlic). Vague words ("tangy", "smoky", "golden", "spicy") name no ingredient.',
    'ruledOut: what the memory says the dish was not or did not have, e.g. "not spicy", "no onion".',
    `possibleRecipes: up to ${TASTE_MEMORY_MAX_MATCHES}, best first, each by the ref given in the data ("recipe:12" or "dish:pad-thai"), with a confidence from 0 to 1 and a reasoning that quotes the member's words that match and names what in the dish they match. Leave out candidates nothing in the memory supports.`,
    `confidence (0 to 1): how surely the memory is matched overall. When the reading says the memory is vague, it must not exceed ${VAGUE_CEILING}; say so in confidenceNote and give suggestions: what detail would help (an ingredient, the dish's name or where it was eaten, its main taste, texture, smell or look).`,
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: dataFor,
  builtin: analyzeMemory,
  check: tasteMemoryAnswerProblems,
});
