import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { invalidateRecipeLists, recipeKey } from './keys';

/** POST /api/admin/recipes/{id}/upload-image (admins): multipart with the field `image` (spec §7). */
export function useUploadRecipeImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return readJson<{ message: string; imageUrl: string }>(await apiRequest('POST', `/api/admin/recipes/${encodeURIComponent(id)}/upload-image`, body));
    },
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: recipeKey(id) }), invalidateRecipeLists(queryClient)]);
    },
  });
}
