import { HEAT_METHODS, PREP_METHODS, verbForms } from '../../knowledge/cooking-methods';
import { getFoodIndex } from '../../knowledge/lookup';
import { parseIngredientLine, type ParsedIngredient } from '../../knowledge/parse-ingredient-line';
import type { FoodEntry } from '../../knowledge/types';

/** One ingredient line of a free-text recipe, with every catalogue food it may mean ("salt and pepper"). */
export interface TextIngredient {
  raw: string;
  parsed: ParsedIngredient;
  foods: FoodEntry[];
}

export interface ParsedRecipeText {
  title: string | null;
  ingredients: TextIngredient[];
  steps: string[];
  servings: number | null;
}

const INGREDIENT_HEADER = /^(ingredients?|what you(?:'ll| will)? need|you(?:'ll| will)? need|shopping list)\b[^a-z]*$/i;
const STEP_HEADER = /^(method|steps|instructions|directions|preparation|how to make(?: it)?|to make|recipe)\b[^a-z]*$/i;
const SERVES = /^(?:serves|servings|yield|makes|for)\s*:?\s*(\d{1,2})\b/i;
const NUMBERED = /^(?:step\s*)?(\d{1,2})\s*[.):-]\s*(.+)$/i;
const BULLET = /^[-*•·–]\s+(.+)$/;

const ALL_VERBS = new Set([...Object.keys(HEAT_METHODS), ...Object.keys(PREP_METHODS)].flatMap(verbForms));
const startsWithVerb = (line: string) =>
  ALL_VERBS.has(
    line
      .toLowerCase()
      .split(/[^a-z-]+/)
      .find(Boolean) ?? '',
  );

function ingredientOf(raw: string): TextIngredient {
  const parsed = parseIngredientLine(raw);
  const foods = parsed.food ? [parsed.food] : parsed.name ? getFoodIndex().findAll(parsed.name) : [];
  return { raw, parsed, foods };
}

/** A short line that names a food, usually with a quantity, and does not read as an instruction. */
function looksLikeIngredient(line: string): boolean {
  if (startsWithVerb(line) || line.split(/\s+/).length > 9 || /[.!?]$/.test(line)) return false;
  const parsed = parseIngredientLine(line);
  return parsed.quantity !== null || Boolean(parsed.food) || getFoodIndex().findAll(parsed.name).length > 0;
}

function looksLikeTitle(line: string): boolean {
  return line.length <= 90 && line.split(/\s+/).length <= 12 && !/[.!?:]$/.test(line) && !startsWithVerb(line) && parseIngredientLine(line).quantity === null;
}

/**
 * Splits a free-text recipe into title, ingredient lines and steps. Headers ('Ingredients', 'Method')
 * switch sections; without them, short food lines are ingredients and sentences are steps. Markdown
 * decoration (#, **, numbering) is dropped. Deterministic and forgiving: any text gives some answer.
 */
export function parseRecipeText(text: string): ParsedRecipeText {
  const lines = text
    .split(/\r?\n/)
    .map((l) =>
      l
        .replace(/^#+\s*/, '')
        .replaceAll('**', '')
        .replaceAll('__', '')
        .trim(),
    )
    .filter(Boolean);
  const result: ParsedRecipeText = { title: null, ingredients: [], steps: [], servings: null };
  let section: 'auto' | 'ingredients' | 'steps' = 'auto';
  lines.forEach((line, index) => {
    if (INGREDIENT_HEADER.test(line)) {
      section = 'ingredients';
      return;
    }
    if (STEP_HEADER.test(line)) {
      section = 'steps';
      return;
    }
    const serves = SERVES.exec(line);
    if (serves && line.split(/\s+/).length <= 4) {
      result.servings = Number(serves[1]);
      return;
    }
    if (index === 0 && section === 'auto' && lines.length > 1 && looksLikeTitle(line)) {
      result.title = line.replace(/[:\s]+$/, '');
      return;
    }
    const numbered = NUMBERED.exec(line);
    const bullet = BULLET.exec(line);
    const body = (bullet?.[1] ?? (section !== 'ingredients' ? numbered?.[2] : undefined) ?? line).trim();
    if (section === 'ingredients') result.ingredients.push(ingredientOf(body));
    else if (section === 'steps') result.steps.push(body);
    else if (numbered && !bullet) result.steps.push(body);
    else if (looksLikeIngredient(body)) result.ingredients.push(ingredientOf(body));
    else result.steps.push(body);
  });
  return result;
}

/** Minutes a step states ("10 minutes", "1 hour", "10–12 min": the longer end). */
export function minutesIn(step: string): number {
  let total = 0;
  for (const m of step.matchAll(/(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(hours?|hrs?|minutes?|mins?)\b/gi)) {
    const amount = Number(m[2] ?? m[1]);
    total += /^h/i.test(m[3]!) ? amount * 60 : amount;
  }
  return total;
}
