import type { RecipeCard } from '@hearth/contracts';
import type { ProfileRow } from '../profile/profile.repository';
import type { Viewer } from '../users/users.repository';
import type { BrowseFilters, CurationProfile, DiscoveryRepository } from './discovery.repository';
import { toRecipeCard, type RecipesRepository } from './recipes.repository';
import { findVisibleRecipe } from './recipes.service';

export interface DiscoveryDeps {
  recipes: RecipesRepository;
  discovery: DiscoveryRepository;
  findProfile(userId: string): Promise<ProfileRow | null>;
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

export function curationProfileOf(profile: ProfileRow | null): CurationProfile {
  if (!profile) return { allergies: [], requiredDiets: [], cuisines: [], mealTypes: [], cookingStyles: [] };
  return {
    allergies: [...new Set([...profile.allergies, ...profile.healthFocusedDiets.map((d) => HEALTH_DIET_ALLERGENS[d]).filter((a): a is string => Boolean(a))])],
    requiredDiets: profile.primaryDietType.map((d) => DIET_RULES[d]).filter((d): d is string => Boolean(d)),
    cuisines: profile.favoriteCuisines,
    mealTypes: [...new Set(profile.mealTypes.flatMap((m) => MEAL_TYPE_MATCHES[m] ?? []))],
    cookingStyles: profile.cookingStyles,
  };
}

export async function browseRecipes(
  deps: DiscoveryDeps,
  viewer: Viewer,
  query: BrowseFilters & { type?: 'trending' | 'curated'; limit: number; offset: number },
): Promise<RecipeCard[]> {
  const order = query.type ?? 'newest';
  const profile = order === 'curated' ? curationProfileOf(await deps.findProfile(viewer.id)) : undefined;
  const rows = await deps.discovery.browse({ filters: query, order, profile, limit: query.limit, offset: query.offset });
  return rows.map(toRecipeCard);
}

export async function relatedRecipes(deps: DiscoveryDeps, viewer: Viewer, id: number, limit: number): Promise<RecipeCard[]> {
  const recipe = await findVisibleRecipe(deps, viewer, id);
  return (await deps.discovery.related(recipe, limit)).map(toRecipeCard);
}
