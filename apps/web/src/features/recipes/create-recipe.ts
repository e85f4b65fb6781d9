import type { RecipeDetail, RecipeForm } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { invalidateRecipeLists, recipeKey } from './keys';

/** POST /api/recipes with the recipe form payload (spec §7). The new recipe's id is in the response. */
export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: RecipeForm) => readJson<RecipeDetail>(await apiRequest('POST', '/api/recipes', form)),
    onSuccess: async (recipe) => {
      queryClient.setQueryData(recipeKey(recipe.id), recipe);
      await invalidateRecipeLists(queryClient);
    },
  });
}
