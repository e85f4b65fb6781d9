import type { QueryClient } from '@tanstack/react-query';
import { adminRecipesUrl } from './list-admin-recipes';
import { adminStatsQueryKey } from './get-admin-stats';
import { pendingRecipesUrl } from './list-pending-recipes';
import { pendingUsersUrl } from './list-pending-users';
import { usersUrl } from './list-users';

/** After a user is approved, banned, promoted or demoted: the stat cards and both user lists. */
export function refreshAdminUsers(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
    queryClient.invalidateQueries({ queryKey: [pendingUsersUrl] }),
    queryClient.invalidateQueries({ queryKey: [usersUrl] }),
  ]).then(() => undefined);
}

/**
 * After a recipe is approved or deleted: the stat cards, both recipe lists, and any cached member-facing
 * recipe data (browse lists, detail pages), whose keys all start with /api/recipes.
 */
export function refreshAdminRecipes(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
    queryClient.invalidateQueries({ queryKey: [pendingRecipesUrl] }),
    queryClient.invalidateQueries({ queryKey: [adminRecipesUrl] }),
    queryClient.invalidateQueries({ predicate: (query) => isRecipeKey(query.queryKey[0]) }),
  ]).then(() => undefined);
}

export function isRecipeKey(first: unknown): boolean {
  return typeof first === 'string' && (first === '/api/recipes' || first.startsWith('/api/recipes/') || first.startsWith('/api/recipes?'));
}
