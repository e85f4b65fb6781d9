import { categorizeResponseSchema } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';

/** POST /api/admin/categorize-ingredients (empty body) → {categorized}; the ingredient list refreshes. */
export function useCategorizeIngredients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => categorizeResponseSchema.parse(await readJson(await apiRequest('POST', '/api/admin/categorize-ingredients', {}))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/ingredients'] }),
  });
}
