import type { RecipePhoto } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';
import { recipePhotosKey } from './keys';

/** GET /api/recipes/{id}/images (the creator and admins): the recipe's pictures in display order, with their ids. */
export function recipePhotosQueryOptions(id: number) {
  return queryOptions({
    queryKey: recipePhotosKey(id),
    queryFn: getQueryFn<RecipePhoto[]>({ on401: 'throw' }),
  });
}

export function useRecipePhotos(id: number) {
  return useQuery(recipePhotosQueryOptions(id));
}
