import { useMutation } from '@tanstack/react-query';
import { downloadFile } from './download';

/** GET /api/recipes/{id}/export?format=jsonld: the recipe as schema.org Recipe JSON-LD. */
export const recipeExportUrl = (id: number) => `/api/recipes/${encodeURIComponent(String(id))}/export?format=jsonld`;

export function useExportRecipe(id: number) {
  return useMutation({ mutationFn: () => downloadFile(recipeExportUrl(id), `recipe-${id}.jsonld`) });
}
