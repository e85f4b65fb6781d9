import type { AiRecipe, DiscoveredRecipe } from '@hearth/contracts';
import { findFood } from '../../knowledge/lookup';
import { normalizeName, singularPhrases } from '../../knowledge/normalize';
import { isPantryStaple, PANTRY_STAPLES } from '../../knowledge/pantry-staples';
import type { FoodEntry } from '../../knowledge/types';
import type { CoverageRow } from './discover.repository';

/** How many database recipes and AI-composed recipes one discovery shows. */
export const MAX_DATABASE_RECIPES = 12;
export const AI_RECIPE_VARIANTS = 3;

/** A name the member typed (or a photo gave), with the food it means when the knowledge knows it. */
export interface ResolvedTerm {
  term: string;
  key: string;
  food: FoodEntry | undefined;
}

export function resolveTerms(terms: readonly string[]): ResolvedTerm[] {
  return terms.map((term) => ({ term, key: normalizeName(term), food: findFood(term) }));
}

/** A name's normalised key and its singular forms ("chickpeas" → chickpeas, chickpea). */
const keysOf = (name: string) => {
  const key = normalizeName(name);
  return [key, ...singularPhrases(key)];
};

/**
 * Spellings worth looking for in the ingredient catalogue: each typed name and its singular, and for a
 * known food its canonical name, aliases and Hindi and Spanish names; the same for the pantry staples.
 * The catalogue rows found are then resolved exactly by `matchCatalogue`.
 */
export function catalogueSearchPhrases(terms: readonly ResolvedTerm[]): string[] {
  const phrases = new Set<string>();
  const add = (raw: string) => {
    for (const phrase of keysOf(raw)) if (phrase.length >= 3) phrases.add(phrase);
  };
  const addFood = (food: FoodEntry) => {
    for (const name of [food.name, ...food.aliases, ...food.names.hi, ...food.names.es]) add(name);
  };
  for (const { term, food } of terms) {
    add(term);
    if (food) addFood(food);
  }
  for (const staple of PANTRY_STAPLES) addFood(staple);
  return [...phrases];
}

/** Whether a catalogue or recipe ingredient name means this typed term. */
export function meansTerm(name: string, term: ResolvedTerm, food: FoodEntry | undefined = findFood(name)): boolean {
  // A known food matches by identity, so "red onion" and "onions" count for "onion" and
  // "tomato paste" does not count for "tomato". Names the knowledge cannot place match only as spelled.
  if (term.food) return food?.id === term.food.id;
  const keys = new Set(keysOf(term.term));
  return keysOf(name).some((key) => keys.has(key));
}

export interface CatalogueMatch {
  /** Catalogue ingredients the member has, each with the index of the typed term it answers to. */
  have: { ingredientId: number; term: number }[];
  /** Catalogue ingredient ids that are pantry staples. */
  staples: number[];
}

/** Resolves catalogue rows against the member's terms and the pantry staples. */
export function matchCatalogue(rows: readonly { id: number; name: string }[], terms: readonly ResolvedTerm[]): CatalogueMatch {
  const have: CatalogueMatch['have'] = [];
  const staples: number[] = [];
  for (const row of rows) {
    const food = findFood(row.name);
    terms.forEach((term, index) => {
      if (meansTerm(row.name, term, food)) have.push({ ingredientId: row.id, term: index });
    });
    if (isPantryStaple(food)) staples.push(row.id);
  }
  return { have, staples };
}

export function toDiscoveredRecipe(row: CoverageRow): DiscoveredRecipe {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    cuisine: row.cuisine,
    cookingTime: row.cookingTime,
    matchedIngredients: [...new Set(row.matched)],
    missingIngredients: [...new Set(row.missing)],
    coverage: Math.round((100 * row.covered) / Math.max(row.needed, 1)),
  };
}

/** Whether an ingredient name is one of the member's terms or a pantry staple. */
export function isAllowedIn(name: string, terms: readonly ResolvedTerm[]): boolean {
  const food = findFood(name);
  return isPantryStaple(food) || terms.some((term) => meansTerm(name, term, food));
}

/**
 * Problems with one AI-composed recipe for these ingredients: it must use at least one of them, and in
 * limit mode nothing beyond them and the pantry staples.
 */
export function compositionProblems(recipe: AiRecipe, terms: readonly ResolvedTerm[], limitToIngredients: boolean): string[] {
  const problems: string[] = [];
  const names = recipe.ingredients.map((i) => i.name);
  if (!names.some((name) => terms.some((term) => meansTerm(name, term)))) problems.push(`${recipe.title} uses none of the member's ingredients`);
  if (limitToIngredients) {
    for (const name of names) if (!isAllowedIn(name, terms)) problems.push(`${recipe.title}: ${name} is not among the member's ingredients`);
  }
  return problems;
}

/** The Chef composer's brief for a discovery: a plain request naming the ingredients. */
export function composePrompt(ingredients: readonly string[], limitToIngredients: boolean): string {
  const list = ingredients.length > 1 ? `${ingredients.slice(0, -1).join(', ')} and ${ingredients.at(-1)}` : (ingredients[0] ?? '');
  return limitToIngredients ? `A dish using only ${list}, plus basic pantry staples` : `A dish to cook with ${list}`;
}
