import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../../db/seed/demo-recipes';
import { DISH_HISTORIES, type DishHistory } from '../../knowledge/dish-histories';
import { findFood } from '../../knowledge/lookup';
import { isPantryStaple } from '../../knowledge/pantry-staples';
import { analyzeMemory, classicCandidates, rankCandidates, searchTerms, VAGUE_CEILING, type ClassicCandidate, type PlatformCandidate } from './builtin';
import { readMemory } from './read-memory';
import { tasteMemoryAnswerProblems } from './task';

/** The demo recipes as the repository would return them (ids by position). */
const candidates: PlatformCandidate[] = demoRecipes.map((r, i) => ({
  id: i + 1,
  title: r.title,
  description: r.description ?? null,
  cuisine: r.cuisine,
  tags: r.tags ?? [],
  cookingStyles: r.cookingStyles ?? [],
  ingredients: r.ingredients.map((line) => line.name),
}));
const idOf = (title: string) => candidates.find((c) => c.title === title)!.id;

/** Test fixtures in the shape of the dish histories (the real file may still be filling up). */
const dishes: ClassicCandidate[] = [
  { key: 'kheer', name: 'Kheer', aliases: ['payasam', 'payesh'], cuisine: 'Indian', keyIngredients: ['rice', 'milk', 'sugar', 'green cardamom'] },
  { key: 'pad-thai', name: 'Pad Thai', aliases: ['phat thai'], cuisine: 'Thai', keyIngredients: ['rice noodle', 'tamarind paste', 'fish sauce', 'peanut', 'egg'] },
  { key: 'aloo-paratha', name: 'Aloo Paratha', aliases: ['alu paratha'], cuisine: 'Indian', keyIngredients: ['whole wheat flour', 'potato', 'ghee', 'green chili'] },
];

const analyze = (memoryDescription: string, pool: { candidates?: PlatformCandidate[]; dishes?: ClassicCandidate[] } = {}) =>
  analyzeMemory({ memoryDescription, candidates: pool.candidates ?? candidates, dishes: pool.dishes ?? dishes });
const confidenceFor = (memory: string, ref: string) => analyze(memory).possibleRecipes.find((p) => p.ref === ref)?.confidence ?? 0;

/** A recipe's most telling ingredients: those the fewest demo recipes share, staples aside. */
function keyIngredients(recipe: PlatformCandidate, count: number): string[] {
  const uses = new Map<string, number>();
  for (const c of candidates) for (const id of new Set(c.ingredients.map((n) => findFood(n)?.id ?? n))) uses.set(id, (uses.get(id) ?? 0) + 1);
  return recipe.ingredients
    .filter((name) => !isPantryStaple(findFood(name)))
    .map((name, position) => ({ name, position, uses: uses.get(findFood(name)?.id ?? name)! }))
    .sort((a, b) => a.uses - b.uses || a.position - b.position)
    .slice(0, count)
    .map((x) => x.name);
}
const sentence = (names: string[]) => `I remember a dish with ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}.`;

describe('ranking remembered dishes', () => {
  it.each(candidates.map((c) => [c.title, c] as const))('a memory naming the key ingredients of %s ranks it first', (_title, recipe) => {
    const answer = analyze(sentence(keyIngredients(recipe, 3)));
    expect(answer.possibleRecipes[0]?.ref).toBe(`recipe:${recipe.id}`);
  });

  it('is monotone in evidence: naming more of a dish’s ingredients never lowers its confidence', () => {
    for (const recipe of candidates) {
      const names = keyIngredients(recipe, 5);
      const confidences = names.map((_, k) => confidenceFor(sentence(names.slice(0, k + 1)), `recipe:${recipe.id}`));
      for (let k = 1; k < confidences.length; k++) expect(confidences[k], `${recipe.title}: ${names.slice(0, k + 1).join(', ')}`).toBeGreaterThanOrEqual(confidences[k - 1]!);
    }
  });

  it('a matching taste, texture or the dish’s name only adds confidence; a denied ingredient lowers it', () => {
    const ref = `recipe:${idOf('Palak Paneer')}`;
    const base = confidenceFor('paneer and spinach', ref);
    expect(confidenceFor('paneer and spinach, creamy and green', ref)).toBeGreaterThanOrEqual(base);
    expect(confidenceFor('palak paneer: paneer and spinach', ref)).toBeGreaterThan(base);
    expect(confidenceFor('paneer and spinach, with no onion', ref)).toBeLessThan(base);
    expect(confidenceFor('paneer and spinach, not creamy at all', ref)).toBeLessThan(base);
  });

  it('gives a vague memory a low confidence, says so, and asks for what would help', () => {
    for (const text of ['It reminded me of my childhood, so comforting', 'Something sweet and warm at a party', 'It was tangy and golden']) {
      const answer = analyze(text);
      expect(answer.confidence, text).toBeLessThanOrEqual(VAGUE_CEILING);
      expect(answer.confidenceNote, text).toMatch(/too vague/);
      expect(answer.suggestions.length, text).toBeGreaterThan(0);
    }
    const vague = analyze('A sweet pudding');
    const detailed = analyze('A sweet creamy pudding of long-grain rice cooked in milk with a cinnamon stick and raisins');
    expect(detailed.confidence).toBeGreaterThan(vague.confidence);
    expect(detailed.possibleRecipes[0]?.ref).toBe(`recipe:${idOf('Arroz con Leche')}`);
  });

  it('offers a classic dish from the histories when no listed recipe is that dish, and says Hearth has no recipe', () => {
    const answer = analyze('Sweet creamy rice cooked slowly in milk that smelled of cardamom');
    expect(answer.possibleRecipes[0]?.ref).toBe('dish:kheer');
    expect(answer.possibleRecipes[0]?.reasoning).toMatch(/Hearth has no recipe for it yet/);
    expect(answer.possibleRecipes[0]?.reasoning).toContain('“cardamom”');
  });

  it('lets a listed recipe stand for the classic dish it is', () => {
    const answer = analyze('Pad thai from a street stall in Bangkok, tangy with tamarind, peanuts and lime');
    expect(answer.possibleRecipes[0]?.ref).toBe(`recipe:${idOf('Pad Thai with Shrimp')}`);
    expect(answer.possibleRecipes.map((p) => p.ref)).not.toContain('dish:pad-thai');
    expect(analyze('Pad thai with tamarind and peanuts', { candidates: [] }).possibleRecipes[0]?.ref).toBe('dish:pad-thai');
  });

  it('is not fooled by a recipe titled with a kind of dish or a single food', () => {
    const generic: PlatformCandidate[] = [
      { id: 901, title: 'Soup', description: null, cuisine: null, tags: [], cookingStyles: [], ingredients: ['water', 'onion'] },
      { id: 902, title: 'Chicken', description: null, cuisine: null, tags: [], cookingStyles: [], ingredients: ['chicken'] },
    ];
    expect(analyze('A bowl of soup, hot and comforting', { candidates: generic, dishes: [] }).possibleRecipes).toEqual([]);
    const chicken = analyze('Chicken, smoky and charred', { candidates: generic, dishes: [] }).possibleRecipes[0]!;
    expect(chicken.reasoning).not.toMatch(/names it/);
    expect(chicken.confidence).toBeLessThanOrEqual(0.55);
  });

  it('quotes the member’s words in each reasoning, and names what is against a dish', () => {
    const answer = analyze('Very smoky charred paneer in a tangy yogurt marinade, with no onion');
    const tikka = answer.possibleRecipes.find((p) => p.ref === `recipe:${idOf('Paneer Tikka')}`)!;
    expect(tikka.reasoning).toContain('“paneer”');
    expect(tikka.reasoning).toContain('“Very smoky”');
    expect(tikka.reasoning).toMatch(/Against it: you said “no onion”, and it uses red onion/);
  });

  it('is deterministic and does not depend on the order candidates arrive in', () => {
    const text = 'Golden, flaky flatbread that smelled of cardamom and ghee; not too sweet';
    expect(analyze(text)).toEqual(analyze(text));
    expect(analyze(text, { candidates: [...candidates].reverse(), dishes: [...dishes].reverse() })).toEqual(analyze(text));
  });

  it('every built-in answer passes the task’s own check', () => {
    const memories = [
      'Soft cubes of paneer in a creamy green spinach sauce, fragrant with garlic and ginger',
      'It reminded me of my childhood',
      'Not spicy, no onion, but very garlicky and buttery',
      'Saffron-yellow rice with two cloves of garlic and a cream coloured sauce',
      'Pad thai from a street stall in Bangkok',
      ...candidates.map((c) => sentence(keyIngredients(c, 3))),
    ];
    for (const memoryDescription of memories) {
      const input = { memoryDescription, candidates, dishes };
      expect(tasteMemoryAnswerProblems(input, analyzeMemory(input)), memoryDescription).toEqual([]);
    }
  });

  it('answers well within the time budget for a full candidate pool', () => {
    const pool = Array.from({ length: 60 }, (_, i) => ({ ...candidates[i % candidates.length]!, id: i + 1 }));
    const timings: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      analyzeMemory({ memoryDescription: `Golden flaky flatbread ${i}, smelled of cardamom and ghee, with paneer and spinach, not too sweet`, candidates: pool, dishes });
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    expect(timings[Math.floor(timings.length * 0.95)]).toBeLessThan(150);
  });
});

describe('classic dish candidates and search terms', () => {
  const fixtures = dishes as unknown as DishHistory[];

  it('offers the dishes a memory names or shares ingredients with, best first', () => {
    expect(classicCandidates(readMemory('My nani’s aloo paratha with ghee'), fixtures).map((d) => d.key)).toEqual(['aloo-paratha']);
    expect(classicCandidates(readMemory('rice and milk with cardamom'), fixtures)[0]?.key).toBe('kheer');
    expect(classicCandidates(readMemory('It reminded me of home'), fixtures)).toEqual([]);
  });

  it('works over the real dish histories, whatever they hold', () => {
    const reading = readMemory('rice, milk, cardamom, ghee, potato, tamarind, peanuts, chicken, tomato');
    const offered = classicCandidates(reading, DISH_HISTORIES, 15);
    expect(offered.length).toBeLessThanOrEqual(15);
    for (const dish of offered) expect(DISH_HISTORIES).toContain(dish);
    const ranked = rankCandidates(reading, { candidates: [], dishes: offered });
    for (const r of ranked) expect(r.confidence).toBeLessThanOrEqual(0.97);
  });

  it('searches for the foods named and the memory’s own words, as plain words', () => {
    const terms = searchTerms(readMemory('Smoky paneer tikka from a dhaba, charred at the edges'));
    expect(terms).toEqual(expect.arrayContaining(['paneer', 'tikka', 'dhaba', 'smoky', 'charred']));
    for (const term of terms) expect(term).toMatch(/^[a-z0-9 ]+$/);
  });
});

describe('what the reasoning may claim', () => {
  it('ties a feeling to a dish only through the dish’s own words, and garlic and ginger alone never make a likely match', () => {
    const stirFry: PlatformCandidate = {
      id: 99,
      title: 'Weeknight Stir-Fry',
      description: 'Fast and bright.',
      cuisine: 'Chinese',
      tags: [],
      cookingStyles: [],
      ingredients: ['garlic', 'ginger', 'soy sauce', 'broccoli'],
    };
    const answer = analyze('Soft and comforting, with lots of garlic and ginger; it reminds me of my grandmother', { candidates: [stirFry], dishes: [] });
    for (const match of answer.possibleRecipes) {
      expect(match.reasoning).not.toMatch(/people tie to/);
      expect(match.confidence).toBeLessThanOrEqual(0.4);
    }
    const kind = analyze('my grandmother’s comforting palak paneer with garlic', { dishes: [] }).possibleRecipes[0]!;
    expect(kind.reasoning).not.toMatch(/people tie to/);
  });
});
