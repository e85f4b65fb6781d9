import type { RecipeDetail } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { invalidateRecipeLists, recipeKey } from './keys';

interface RateResponse {
  communityRating: RecipeDetail['communityRating'];
  myRating: number;
}

/** POST /api/recipes/{id}/rate with {rating} (spec §7). The new average goes straight into the cached recipe. */
export function useRateRecipe(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rating: number) => readJson<RateResponse>(await apiRequest('POST', `/api/recipes/${encodeURIComponent(id)}/rate`, { rating })),
    onSuccess: async ({ communityRating, myRating }) => {
      queryClient.setQueryData<RecipeDetail | null>(recipeKey(id), (recipe) => (recipe ? { ...recipe, communityRating, myRating } : recipe));
      await invalidateRecipeLists(queryClient);
    },
  });
}
