import type { RecipeReviewInput } from '@hearth/contracts';
import { findFood } from '../knowledge/lookup';

/**
 * The AI rating rubric (docs/decisions/0010-ai-engine.md). Every recipe starts at 3.0; each rule
 * that applies moves it and adds a note saying why, so the rating always explains itself.
 * The result is kept within 1–5 and rounded to one decimal.
 */
interface Rule {
  applies(input: RecipeReviewInput): boolean;
  points: number;
  note: string | ((input: RecipeReviewInput) => string);
}

const avgStepLength = (input: RecipeReviewInput) => input.steps.reduce((n, s) => n + s.length, 0) / Math.max(1, input.steps.length);
const quantified = (input: RecipeReviewInput) => input.ingredients.filter((i) => i.quantity.trim()).length / Math.max(1, input.ingredients.length);
const recognised = (input: RecipeReviewInput) => input.ingredients.filter((i) => findFood(i.name)).length / Math.max(1, input.ingredients.length);

/** Distinct tastes the ingredients bring (a taste counts when some ingredient scores 6+ on it). */
export function tasteDimensions(names: string[]): string[] {
  const dims = new Set<string>();
  for (const name of names) {
    const food = findFood(name);
    if (!food) continue;
    for (const [taste, score] of Object.entries(food.taste)) if (score >= 6) dims.add(taste);
  }
  return [...dims];
}

const RULES: Rule[] = [
  { applies: (i) => Boolean(i.description && i.description.length >= 30), points: 0.2, note: 'Has a clear description.' },
  { applies: (i) => Boolean(i.backstory), points: 0.1, note: 'Shares the story behind the dish.' },
  { applies: (i) => i.cookingTime !== null && i.servings !== null, points: 0.2, note: 'States cooking time and servings.' },
  { applies: (i) => i.steps.length >= 3, points: 0.2, note: 'Breaks the method into clear steps.' },
  { applies: (i) => i.steps.length < 2, points: -0.4, note: 'The method is a single step; more detail would help cooks.' },
  { applies: (i) => avgStepLength(i) >= 45, points: 0.2, note: 'Steps are detailed enough to follow.' },
  { applies: (i) => quantified(i) >= 0.8, points: 0.3, note: 'Gives quantities for the ingredients.' },
  { applies: (i) => quantified(i) < 0.5, points: -0.4, note: 'Many ingredients have no quantity.' },
  { applies: (i) => recognised(i) >= 0.8, points: 0.2, note: 'Uses well-known ingredients.' },
  {
    applies: (i) => tasteDimensions(i.ingredients.map((x) => x.name)).length >= 4,
    points: 0.2,
    note: (i) => `Balances several tastes (${tasteDimensions(i.ingredients.map((x) => x.name)).join(', ')}).`,
  },
  {
    applies: (i) => protein(i) !== null && protein(i)! >= 0.15,
    points: 0.2,
    note: 'A good share of its energy comes from protein.',
  },
  { applies: (i) => (i.facts.nutritionPerServing?.fiberG ?? 0) >= 5, points: 0.1, note: 'Provides a good amount of fibre.' },
  { applies: (i) => (i.facts.nutritionPerServing?.sodiumMg ?? 0) > 1500, points: -0.3, note: 'Very salty per serving.' },
  { applies: (i) => (i.facts.nutritionPerServing?.energyKcal ?? 0) > 900, points: -0.2, note: 'Very energy-dense per serving.' },
  { applies: (i) => fatShare(i) !== null && fatShare(i)! > 0.5, points: -0.2, note: 'More than half its energy comes from fat.' },
];

function protein(input: RecipeReviewInput): number | null {
  const n = input.facts.nutritionPerServing;
  return n && n.energyKcal > 0 ? (n.proteinG * 4) / n.energyKcal : null;
}
function fatShare(input: RecipeReviewInput): number | null {
  const n = input.facts.nutritionPerServing;
  return n && n.energyKcal > 0 ? (n.fatG * 9) / n.energyKcal : null;
}

export function rateRecipe(input: RecipeReviewInput): { aiRating: number; ratingNotes: string[] } {
  let score = 3;
  const notes: string[] = [];
  for (const rule of RULES) {
    if (!rule.applies(input)) continue;
    score += rule.points;
    notes.push(typeof rule.note === 'function' ? rule.note(input) : rule.note);
  }
  const aiRating = Math.round(Math.min(5, Math.max(1, score)) * 10) / 10;
  return { aiRating, ratingNotes: notes.length ? notes : ['A simple recipe with room for more detail.'] };
}
