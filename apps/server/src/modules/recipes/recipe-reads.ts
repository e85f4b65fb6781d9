import type { RecipeDetail } from '@hearth/contracts';
import type { CacheGroup } from '../../cache/read-cache';
import type { ProfileRow } from '../profile/profile.repository';
import type { CurationProfile } from './discovery.repository';
import { curationProfileOf } from './discovery.service';
import type { RecipeRow, RecipesRepository } from './recipes.repository';
import { sharedRecipeOf } from './recipes.service';

/** A recipe's detail page without the viewer's own rating: the same for everyone who may see it. */
export interface SharedRecipe {
  row: RecipeRow;
  detail: Omit<RecipeDetail, 'myRating'>;
}

/**
 * The recipe reads that members share, kept briefly in memory (docs/decisions/0018-read-caches.md).
 * Any write through the API clears them, so these never hide a change from the member who made it.
 */
export function createRecipeReads(
  group: CacheGroup,
  deps: { recipes: RecipesRepository; findProfile(userId: string): Promise<ProfileRow | null> },
  ttlMs: number,
) {
  // Lists and related recipes may be served a little past their time while one request reloads them.
  const lists = group.cache<string>({ maxEntries: 5_000, freshMs: ttlMs, staleMs: ttlMs * 4 });
  const related = group.cache<string>({ maxEntries: 5_000, freshMs: ttlMs, staleMs: ttlMs * 60 });
  const recipes = group.cache<SharedRecipe | null>({ maxEntries: 5_000 });
  const ratings = group.cache<Map<number, number>>({ maxEntries: 10_000 });
  const curation = group.cache<CurationProfile>({ maxEntries: 10_000 });
  return {
    /** A serialized list page, by a key naming everything the page depends on. */
    list: (key: string, load: () => Promise<string>) => lists.get(key, load),
    related: (key: string, load: () => Promise<string>) => related.get(key, load),
    recipe: (id: number) =>
      recipes.get(String(id), async () => {
        const row = await deps.recipes.findById(id);
        return row ? sharedRecipeOf(deps.recipes, row) : null;
      }),
    ratingsBy: (userId: string) => ratings.get(userId, () => deps.recipes.ratingsBy(userId)),
    curationProfile: (userId: string) => curation.get(userId, async () => curationProfileOf(await deps.findProfile(userId))),
  };
}
export type RecipeReads = ReturnType<typeof createRecipeReads>;
