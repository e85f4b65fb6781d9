import type { RecipeCard } from '@hearth/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** The most the recipe select asks for at once (the server's page cap). */
export const RECIPE_OPTIONS_LIMIT = 100;

const fetchRecipes = getQueryFn<RecipeCard[]>({ on401: 'throw' });

export const recipeOptionsKey = (search: string) => {
  const params = new URLSearchParams({ limit: String(RECIPE_OPTIONS_LIMIT) });
  if (search) params.set('search', search);
  return [`/api/recipes?${params.toString()}`] as const;
};

/** GET /api/recipes?limit=100[&search=...]: the recipes the planner's select offers (spec §7). */
export const recipeOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: recipeOptionsKey(search),
    queryFn: async (context): Promise<RecipeCard[]> => (await fetchRecipes(context)) ?? [],
  });

export function useRecipeOptions(search: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...recipeOptionsQueryOptions(search), enabled: options.enabled ?? true, placeholderData: keepPreviousData });
}
