// Cultural Provenance's built-in engine: a dish Hearth documents is answered from its written history,
// word for word, with its sources and any dispute; any other dish gets an answer inferred from its
// cuisine and ingredients, labelled as such, citing only the general facts it used.
import type { DishHistory } from '../../knowledge/dish-histories';
import { ingredientLine, inferenceFacts, type InferenceFacts } from './infer';
import { dishKey, matchDish, similarDishes, type DishIndex, type DishMatch, dishIndex } from './match';

export interface ProvenanceRecipe {
  id: number;
  title: string;
  cuisine: string | null;
  ingredients: string[];
}

export interface ProvenanceInput {
  dishName: string;
  recipe: ProvenanceRecipe | null;
}

export interface ProvenanceAnswer {
  dishName: string;
  cuisine: string | null;
  basis: 'documented' | 'inferred';
  originRegion: string;
  originEra: string;
  culturalSignificance: string;
  influencedBy: string[];
  influences: string[];
  sources: string[];
  note: string | null;
  suggestions: string[];
}

export type Resolution =
  { basis: 'documented'; entry: DishHistory; match: DishMatch; from: 'name' | 'recipe'; notes: string[] } | { basis: 'inferred'; facts: InferenceFacts; similar: string[] };

/** The opening words of every inferred answer's note; the check holds any answer to them. */
export const NOT_DOCUMENTED = 'No documented history is held';

const quoted = (text: string) => `“${text.trim()}”`;

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function matchNote(typed: string, match: DishMatch): string | null {
  if (match.how === 'spelling') return `Read ${quoted(typed)} as ${match.entry.name} (a close spelling).`;
  if (match.how === 'variant') return `${quoted(typed)} is read as a version of ${match.entry.name}; this history is of ${match.entry.name}.`;
  return null;
}

/** Which documented dish the request is about, if any: the typed name first, then the recipe's title. */
export function resolveProvenance(input: ProvenanceInput, index: DishIndex = dishIndex()): Resolution {
  const typed = matchDish(input.dishName, index);
  const fromTitle = input.recipe ? matchDish(input.recipe.title, index) : null;
  if (typed) {
    const notes = [matchNote(input.dishName, typed)];
    if (input.recipe && fromTitle && fromTitle.entry.key !== typed.entry.key) {
      notes.push(`The recipe's title, ${quoted(input.recipe.title)}, names a different dish (${fromTitle.entry.name}); this answer is about the dish name you gave.`);
    }
    return { basis: 'documented', entry: typed.entry, match: typed, from: 'name', notes: notes.filter((n): n is string => n !== null) };
  }
  if (input.recipe && fromTitle) {
    const notes = [
      `Hearth has no history filed under ${quoted(input.dishName)}; this is the history of the recipe's dish, ${fromTitle.entry.name} (from its title, ${quoted(input.recipe.title)}).`,
    ];
    const how = matchNote(input.recipe.title, fromTitle);
    if (how) notes.push(how);
    return { basis: 'documented', entry: fromTitle.entry, match: fromTitle, from: 'recipe', notes };
  }
  const facts = inferenceFacts(input.dishName.trim(), input.recipe ? { cuisine: input.recipe.cuisine, ingredients: input.recipe.ingredients } : null);
  const similar = similarDishes(input.dishName, index).map((entry) => entry.name);
  return { basis: 'inferred', facts, similar };
}

function documentedAnswer(resolution: Extract<Resolution, { basis: 'documented' }>): ProvenanceAnswer {
  const { entry, notes } = resolution;
  const parts = [...notes];
  if (entry.disputed) parts.push(`Disputed: ${entry.disputed}`);
  return {
    dishName: entry.name,
    cuisine: entry.cuisine,
    basis: 'documented',
    originRegion: entry.originRegion,
    originEra: entry.originEra,
    culturalSignificance: entry.culturalSignificance,
    influencedBy: [...entry.influencedBy],
    influences: [...entry.influences],
    sources: [...entry.sources],
    note: parts.length ? parts.join(' ') : null,
    suggestions: [],
  };
}

/** What the inference rests on, for the note: "the recipe's cuisine (Thai) and its ingredients". */
function groundsOf(facts: InferenceFacts): string | null {
  const grounds: string[] = [];
  if (facts.cuisineFrom?.kind === 'recipe') grounds.push(`the recipe's cuisine (${facts.cuisine})`);
  if (facts.cuisineFrom?.kind === 'name') grounds.push(`its name, which points to ${facts.cuisine} cooking (${quoted(facts.cuisineFrom.marker)})`);
  if (facts.ingredients.length) grounds.push(facts.ingredientsFrom === 'recipe' ? "the recipe's ingredients" : 'the ingredients its name mentions');
  return grounds.length ? list(grounds) : null;
}

export function inferredNote(facts: InferenceFacts, similar: readonly string[]): string {
  const grounds = groundsOf(facts);
  const parts = [
    grounds
      ? `${NOT_DOCUMENTED} for ${quoted(facts.dishName)}. This answer is inferred from ${grounds}, and is not documented history.`
      : `${NOT_DOCUMENTED} for ${quoted(facts.dishName)}, and neither its name nor a recipe tells its cuisine or ingredients, so almost nothing can be inferred.`,
  ];
  if (similar.length) parts.push(`Hearth documents dishes with similar names (${list(similar)}); they are different dishes unless the name was misspelt.`);
  return parts.join(' ');
}

function inferredAnswer({ facts, similar }: Extract<Resolution, { basis: 'inferred' }>): ProvenanceAnswer {
  const history = facts.cuisineHistory;
  const placed = history && history.cuisine !== 'Fusion' && history.cuisine !== 'Street Food';
  const originRegion = !history
    ? 'Not documented, and its cuisine is not known, so no region is inferred.'
    : placed
      ? `Not documented. Its cuisine, ${history.cuisine}, comes from ${history.region}.`
      : `Not documented. ${history.cuisine}: ${history.region}.`;
  const originEra =
    history?.americanCrops && facts.americanIngredients.length
      ? `Not documented. As written, no older than the 16th century: it uses ${list(facts.americanIngredients.slice(0, 4))}, from the Americas, and ${history.americanCrops}.`
      : 'Not documented; Hearth cannot date this dish.';
  const culturalSignificance = history
    ? `Hearth holds no documented history of ${facts.dishName}, so it cannot say what the dish itself means to the people who cook it. Of its cuisine: ${history.summary}`
    : `Hearth holds no documented history of ${facts.dishName} and cannot tell its cuisine, so it says nothing about its cultural significance.`;
  const influencedBy = [...(history?.influences ?? []).map((influence) => `${history!.cuisine} cooking as a whole: ${influence}`), ...facts.ingredients.map(ingredientLine)];
  return {
    dishName: facts.dishName,
    cuisine: facts.cuisine,
    basis: 'inferred',
    originRegion,
    originEra,
    culturalSignificance,
    influencedBy: influencedBy.slice(0, 16),
    influences: [],
    sources: facts.sources,
    note: inferredNote(facts, similar),
    suggestions: [...similar],
  };
}

export function composeProvenance(resolution: Resolution): ProvenanceAnswer {
  return resolution.basis === 'documented' ? documentedAnswer(resolution) : inferredAnswer(resolution);
}

export function builtinProvenance(input: ProvenanceInput, index?: DishIndex): ProvenanceAnswer {
  return composeProvenance(resolveProvenance(input, index));
}

/** Whether two names mean the same dish text (case, accents and punctuation aside). */
export const sameName = (a: string, b: string) => dishKey(a) === dishKey(b);
