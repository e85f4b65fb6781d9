import { generateImagesResponseSchema } from '@hearth/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';

/** POST /api/admin/generate-all-images (empty body) → {recipesGenerated, ingredientsGenerated}. */
export function useGenerateAllImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => generateImagesResponseSchema.parse(await readJson(await apiRequest('POST', '/api/admin/generate-all-images', {}))),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const key = query.queryKey[0];
          return typeof key === 'string' && (key.startsWith('/api/ingredients') || key.startsWith('/api/recipes') || key.startsWith('/api/admin/recipes'));
        },
      }),
  });
}
