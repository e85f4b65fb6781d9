import { recipeMessages } from '@hearth/contracts';
import { AppError } from '../../errors';
import { recipeRules } from '../../policy';
import type { Viewer, ViewerFoodProfile } from '../users/users.repository';
import type { BrowseFilters, CurationProfile, DiscoveryRepository } from './discovery.repository';
import type { RecipeReads } from './recipe-reads';
import { jsonArray } from './recipe-json';

export interface DiscoveryDeps {
  discovery: DiscoveryRepository;
  reads: RecipeReads;
}

/** Profile diets that are hard rules, as the food knowledge's diet flags. */
const DIET_RULES: Record<string, string> = { Vegetarian: 'vegetarian', Vegan: 'vegan', Eggetarian: 'eggetarian', Pescatarian: 'pescatarian', Jain: 'jain' };
/** Health-focused diets that exclude an allergen class. */
const HEALTH_DIET_ALLERGENS: Record<string, string> = { 'Gluten-Free': 'Gluten', 'Dairy-Free': 'Dairy' };
/** Profile meal types (spec §3) in terms of recipe meal types. */
const MEAL_TYPE_MATCHES: Record<string, string[]> = {
  Breakfast: ['Breakfast'],
  'Quick Snacks': ['Snack'],
  Desserts: ['Dessert'],
  'Festive Meals': ['Dinner', 'Dessert'],
  'Meal Prep': ['Lunch', 'Dinner'],
  'Baby/Toddler Food': [],
};

export function curationProfileOf(profile: ViewerFoodProfile | null): CurationProfile {
  if (!profile) return { allergies: [], requiredDiets: [], cuisines: [], mealTypes: [], cookingStyles: [] };
  return {
    allergies: [...new Set([...profile.allergies, ...profile.healthFocusedDiets.map((d) => HEALTH_DIET_ALLERGENS[d]).filter((a): a is string => Boolean(a))])],
    requiredDiets: profile.primaryDietType.map((d) => DIET_RULES[d]).filter((d): d is string => Boolean(d)),
    cuisines: profile.favoriteCuisines,
    mealTypes: [...new Set(profile.mealTypes.flatMap((m) => MEAL_TYPE_MATCHES[m] ?? []))],
    cookingStyles: profile.cookingStyles,
  };
}

type BrowseQuery = BrowseFilters & { type?: 'trending' | 'curated'; limit: number; offset: number };

/**
 * One page of the browse list, as JSON. Pages do not depend on who asks (only listed recipes appear),
 * except Curated, which depends on the five parts of the member's curation profile; members whose
 * profiles agree share the page.
 */
export async function browseRecipesJson(deps: DiscoveryDeps, viewer: Viewer, query: BrowseQuery): Promise<Buffer> {
  const order = query.type ?? 'newest';
  const profile = order === 'curated' ? curationProfileOf(viewer.foodProfile) : undefined;
  const sorted = (values: string[]) => [...values].sort();
  const key = JSON.stringify([
    order,
    sorted(query.cuisines),
    sorted(query.dietTypes),
    sorted(query.mealTypes),
    query.search?.toLowerCase() ?? null,
    query.limit,
    query.offset,
    profile ?? null,
  ]);
  return deps.reads.list(key, async () => {
    const rows = await deps.discovery.browse({ filters: query, order, profile, limit: query.limit, offset: query.offset });
    return jsonArray(rows);
  });
}

/** Related recipes, as JSON, once the viewer may see the recipe itself. */
export async function relatedRecipesJson(deps: DiscoveryDeps, viewer: Viewer, id: number, limit: number): Promise<Buffer> {
  const found = await deps.reads.related(`${id}:${limit}`, async () => {
    const related = await deps.discovery.relatedWithAccess(id, limit);
    return related && { access: related.access, json: jsonArray(related.cards) };
  });
  if (!found || !recipeRules.canView(viewer, found.access)) throw AppError.notFound(recipeMessages.notFound);
  return found.json;
}
