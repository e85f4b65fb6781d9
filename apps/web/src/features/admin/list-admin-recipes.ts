import type { AdminRecipe } from '@hearth/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from './paged-list';

/** GET /api/admin/recipes: every recipe, approved or not, newest first. */
export const adminRecipesUrl = '/api/admin/recipes';
export const adminRecipesQueryOptions = pagedListOptions<AdminRecipe>(adminRecipesUrl);

export function useAdminRecipes() {
  return useInfiniteQuery(adminRecipesQueryOptions);
}
