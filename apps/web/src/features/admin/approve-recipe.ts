import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshAdminRecipes } from './refresh';

/** POST /api/admin/recipes/{id}/approve, with no body (204): the recipe becomes public. */
export function useApproveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipeId: number) => {
      await apiRequest('POST', `/api/admin/recipes/${recipeId}/approve`);
    },
    onSettled: () => refreshAdminRecipes(queryClient),
  });
}
