import type { Ingredient } from '@hearth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';

/** GET /api/ingredients: the ingredient catalogue (the server returns up to 500 by default). */
export const ingredientsQueryKey = ['/api/ingredients'] as const;

export const ingredientsQueryOptions = queryOptions({
  queryKey: ingredientsQueryKey,
  queryFn: getQueryFn<Ingredient[]>({ on401: 'throw' }),
});

export function useIngredients() {
  return useQuery(ingredientsQueryOptions);
}
