import type { RecipeImportDraft, RecipeImportRequest } from '@hearth/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';

/** POST /api/recipes/import: a link or a pasted page read into a draft of the recipe form. Nothing is saved. */
export function useImportRecipe() {
  return useMutation({
    mutationFn: async (request: RecipeImportRequest) => readJson<RecipeImportDraft>(await apiRequest('POST', '/api/recipes/import', request)),
  });
}
