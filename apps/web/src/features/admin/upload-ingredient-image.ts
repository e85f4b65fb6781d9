import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { ingredientsQueryKey } from './list-ingredients';

/** POST /api/admin/ingredients/{id}/upload-image, multipart with the field `image`. The list refreshes after. */
export function useUploadIngredientImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ingredientId, file }: { ingredientId: number; file: File }) => {
      const form = new FormData();
      form.append('image', file);
      return readJson<{ message: string; imageUrl: string }>(await apiRequest('POST', `/api/admin/ingredients/${ingredientId}/upload-image`, form));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ingredientsQueryKey }),
  });
}
