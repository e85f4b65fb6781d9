import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/**
 * POST /api/recipes/import/image: a draft's picture, fetched by the server (the browser may not reach
 * other sites), as a File to add to the photos chosen on Create Recipe. It is uploaded with them, through
 * the usual checks, once the recipe is created.
 */
export async function fetchImportedPicture(url: string): Promise<File> {
  const res = await apiRequest('POST', '/api/recipes/import/image', { url });
  const blob = await res.blob();
  const extension = blob.type.split('/')[1] ?? 'jpg';
  return new File([blob], `imported-picture.${extension}`, { type: blob.type });
}

export function useImportPicture() {
  return useMutation({ mutationFn: fetchImportedPicture });
}
