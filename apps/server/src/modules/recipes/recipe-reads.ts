import type { CacheGroup } from '../../cache/read-cache';
import type { RecipeAccess, RecipesRepository } from './recipes.repository';

/** What the cache keeps of a recipe: who may see it, and its page as JSON (a few KB). */
export interface CachedRecipe {
  access: RecipeAccess;
  /** The page without the viewer's rating, as UTF-8 JSON without its closing brace, so the rating can be appended. */
  detailJsonOpen: Buffer;
}

/** What the cache keeps of a related list: who may see the recipe it belongs to, and the cards as JSON. */
export interface CachedRelated {
  access: RecipeAccess;
  json: Buffer;
}

/**
 * The recipe reads that members share, kept briefly in memory (docs/decisions/0018-read-caches.md).
 * Any write through the API clears them, so these never hide a change from the member who made it.
 */
export function createRecipeReads(group: CacheGroup, deps: { recipes: RecipesRepository }, ttlMs: number) {
  // Writes clear everything at once, so time only bounds what another instance changed (without Redis).
  // Lists move with every new rating and recipe: seconds. A recipe's page rarely changes: a minute.
  // Past their time, entries are served once more while a single request reloads them.
  const lists = group.cache<Buffer>({ maxEntries: 5_000, freshMs: ttlMs, staleMs: ttlMs * 4 });
  const recipes = group.cache<CachedRecipe | null>({ maxEntries: 5_000, freshMs: ttlMs * 12, staleMs: ttlMs * 24 });
  const related = group.cache<CachedRelated | null>({ maxEntries: 5_000, freshMs: ttlMs * 12, staleMs: ttlMs * 60 });
  const ratings = group.cache<number | null>({ maxEntries: 10_000 });
  return {
    /** A list page as UTF-8 JSON (encoded once, not per response), by a key naming all it depends on. */
    list: (key: string, load: () => Promise<Buffer>) => lists.get(key, load),
    /** Related cards with the recipe's access, checked on every read like a cached recipe page's. */
    related: (key: string, load: () => Promise<CachedRelated | null>) => related.get(key, load),
    recipe: (id: number) =>
      recipes.get(String(id), async () => {
        const found = await deps.recipes.findDetail(id);
        return found && { access: found.access, detailJsonOpen: Buffer.from(found.json.slice(0, -1)) };
      }),
    myRating: (userId: string, recipeId: number) => ratings.get(`${userId}:${recipeId}`, () => deps.recipes.ratingOf(userId, recipeId)),
  };
}
export type RecipeReads = ReturnType<typeof createRecipeReads>;
