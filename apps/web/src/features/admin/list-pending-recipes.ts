import type { AdminRecipe } from '@hearth/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from './paged-list';

/** GET /api/admin/recipes/pending: recipes waiting for approval, newest first. */
export const pendingRecipesUrl = '/api/admin/recipes/pending';
export const pendingRecipesQueryOptions = pagedListOptions<AdminRecipe>(pendingRecipesUrl);

export function usePendingRecipes() {
  return useInfiniteQuery(pendingRecipesQueryOptions);
}
