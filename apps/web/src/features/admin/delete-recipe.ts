import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshAdminRecipes } from './refresh';

/** DELETE /api/admin/recipes/{id} (204): the recipe is gone for good. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipeId: number) => {
      await apiRequest('DELETE', `/api/admin/recipes/${recipeId}`);
    },
    onSuccess: (_data, recipeId) => {
      queryClient.removeQueries({ queryKey: [`/api/recipes/${recipeId}`] });
    },
    onSettled: () => refreshAdminRecipes(queryClient),
  });
}
