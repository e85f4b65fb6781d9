import { ID_MAX, type RecipeDetail } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getQueryFn } from '@/lib/api';
import { recipeKey } from './keys';

/** Whether an address's id can name a recipe at all: a whole number from 1 to the largest id (/recipe/abc cannot). */
export const isRecipeId = (id: string) => /^[1-9]\d*$/.test(id) && Number(id) <= ID_MAX;

/**
 * GET /api/recipes/{id}: the recipe, or null when it does not exist or is not visible (404), or when the
 * id in the address is not a recipe id at all (e.g. /recipe/abc, never sent; a 400): the reader sees
 * 'Recipe Not Found', never the server's validation wording (issue 16, item 7).
 */
export function recipeQueryOptions(id: string) {
  const fetchRecipe = getQueryFn<RecipeDetail>({ on401: 'throw' });
  return queryOptions({
    queryKey: recipeKey(id),
    queryFn: async (context): Promise<RecipeDetail | null> => {
      if (!isRecipeId(id)) return null;
      try {
        return await fetchRecipe(context);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });
}

/** How often the detail page re-reads a recipe while its background enrichment runs. */
export const ENRICHMENT_POLL_MS = 4000;

/** True while the server is still preparing a recipe's notes, rating and illustration. */
export function isEnriching(recipe: Pick<RecipeDetail, 'enrichment'> | null | undefined): boolean {
  const status = recipe?.enrichment?.status;
  return status === 'pending' || status === 'processing';
}

/**
 * The recipe. With `pollWhileEnriching`, it is re-read every few seconds until the enrichment has
 * finished, so the notes and the picture appear without a reload (docs/decisions/0014-recipe-screens.md).
 */
export function useRecipe(id: string, options: { pollWhileEnriching?: boolean } = {}) {
  return useQuery({
    ...recipeQueryOptions(id),
    refetchInterval: options.pollWhileEnriching ? (query) => (isEnriching(query.state.data) ? ENRICHMENT_POLL_MS : false) : false,
  });
}
