import { recipeCardSchema, type MusicComposition, type MusicMood, type RecipeToMusicRequest } from '@hearth/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, readJson } from '@/lib/api';

/** How the member names the dish (spec §2): one of their recipes, or a dish name typed in. */
export type InputMethod = 'recipe' | 'dish';

export interface MusicFormState {
  method: InputMethod;
  recipeId: number | null;
  dishName: string;
  mood: MusicMood;
}

/** spec §2: Generate Music needs a chosen recipe (recipe mode) or a non-blank dish name (dish mode). */
export function canGenerate(state: MusicFormState): boolean {
  return state.method === 'recipe' ? state.recipeId !== null : state.dishName.trim() !== '';
}

/** spec §7: {recipeId or null, dishName or null, mood}; only the chosen method's value is sent. */
export function requestOf(state: MusicFormState): RecipeToMusicRequest {
  return state.method === 'recipe' ? { recipeId: state.recipeId, dishName: null, mood: state.mood } : { recipeId: null, dishName: state.dishName.trim(), mood: state.mood };
}

/** The composition to show as the latest: the one just made, else the newest in the history. */
export function latestAndPrevious(
  history: readonly MusicComposition[] | undefined,
  justMade: MusicComposition | undefined,
  older = 6,
): { latest: MusicComposition | null; previous: MusicComposition[] } {
  const latest = justMade ?? history?.[0] ?? null;
  return { latest, previous: (history ?? []).filter((entry) => entry.id !== latest?.id).slice(0, older) };
}

/** The most the recipe select asks for at once (the server's page cap for GET /api/recipes/my). */
const MY_RECIPES_LIMIT = 100;
const MY_RECIPES_URL = `/api/recipes/my?limit=${MY_RECIPES_LIMIT}`;
const myRecipesSchema = z.array(recipeCardSchema.pick({ id: true, title: true, cuisine: true }));

/** GET /api/recipes/my: the member's own recipes for the select (its contract is recipeCardSchema). */
export const myRecipesQueryOptions = queryOptions({
  queryKey: [MY_RECIPES_URL],
  queryFn: async () => myRecipesSchema.parse(await readJson<unknown>(await apiGet(MY_RECIPES_URL))),
});
