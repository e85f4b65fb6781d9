import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recipeImages, recipes } from '../../db/schema';

export type RecipeImageRow = typeof recipeImages.$inferSelect;
type Executor = Database;
type NewImage = { storageKey: string; fullUrl: string; cardUrl: string };

const inDisplayOrder = [asc(recipeImages.position), asc(recipeImages.id)];

/** The recipe's images in display order. */
export function imagesOf(tx: Executor, recipeId: number): Promise<RecipeImageRow[]> {
  return tx
    .select()
    .from(recipeImages)
    .where(eq(recipeImages.recipeId, recipeId))
    .orderBy(...inDisplayOrder);
}

/** Holds the recipe row until the transaction ends, so two changes to its pictures queue up instead of interleaving. */
export async function lockRecipe(tx: Executor, recipeId: number): Promise<boolean> {
  const [row] = await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId)).for('update');
  return Boolean(row);
}

/** The position after the recipe's last image. */
export async function nextPosition(tx: Executor, recipeId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${recipeImages.position}), -1)::int + 1` })
    .from(recipeImages)
    .where(eq(recipeImages.recipeId, recipeId));
  return row?.next ?? 0;
}

/** Copies the images, in order, onto the recipe row that lists and cards read (`image_urls`, `card_image_url`). */
export async function refreshImageColumns(tx: Executor, recipeId: number): Promise<RecipeImageRow[]> {
  const all = await imagesOf(tx, recipeId);
  await tx
    .update(recipes)
    .set({ imageUrls: all.map((i) => i.fullUrl), cardImageUrl: all[0]?.cardUrl ?? null })
    .where(eq(recipes.id, recipeId));
  return all;
}

/** The pictures a creator manages on their recipe (docs/decisions/0028-member-photos.md). */
export function createRecipePhotosRepository(db: Database) {
  const inTransaction = <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Executor));
  return {
    list: (recipeId: number) => imagesOf(db, recipeId),

    async countUploads(recipeId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recipeImages)
        .where(and(eq(recipeImages.recipeId, recipeId), eq(recipeImages.source, 'upload')));
      return row?.n ?? 0;
    },

    /**
     * Adds a member's photo after the recipe's other photos and drops the drawn picture, which only
     * stands in while there are none. Refused ('full') when the recipe already has `max` photos.
     * Returns the storage keys of the dropped pictures, for the caller to remove from the store.
     */
    async addPhoto(recipeId: number, image: NewImage, max: number): Promise<{ outcome: 'added'; images: RecipeImageRow[]; droppedKeys: string[] } | { outcome: 'full' | 'gone' }> {
      return inTransaction(async (tx) => {
        if (!(await lockRecipe(tx, recipeId))) return { outcome: 'gone' as const };
        const current = await imagesOf(tx, recipeId);
        if (current.filter((i) => i.source === 'upload').length >= max) return { outcome: 'full' as const };
        const dropped = current.filter((i) => i.source === 'generated');
        if (dropped.length) {
          await tx.delete(recipeImages).where(
            inArray(
              recipeImages.id,
              dropped.map((i) => i.id),
            ),
          );
        }
        await tx.insert(recipeImages).values({ recipeId, ...image, source: 'upload', position: await nextPosition(tx, recipeId) });
        return { outcome: 'added' as const, images: await refreshImageColumns(tx, recipeId), droppedKeys: dropped.map((i) => i.storageKey) };
      });
    },

    /** Removes one image of the recipe; null when the recipe has no image with that id. */
    async remove(recipeId: number, imageId: number): Promise<{ removed: RecipeImageRow; images: RecipeImageRow[] } | null> {
      return inTransaction(async (tx) => {
        if (!(await lockRecipe(tx, recipeId))) return null;
        const [removed] = await tx
          .delete(recipeImages)
          .where(and(eq(recipeImages.id, imageId), eq(recipeImages.recipeId, recipeId)))
          .returning();
        if (!removed) return null;
        return { removed, images: await refreshImageColumns(tx, recipeId) };
      });
    },

    /**
     * Puts the recipe's images in the order of `imageIds`, which must name each of them exactly once;
     * otherwise nothing changes and the answer is null.
     */
    async reorder(recipeId: number, imageIds: number[]): Promise<RecipeImageRow[] | null> {
      return inTransaction(async (tx) => {
        if (!(await lockRecipe(tx, recipeId))) return null;
        const current = new Set((await imagesOf(tx, recipeId)).map((i) => i.id));
        const wanted = new Set(imageIds);
        if (wanted.size !== imageIds.length || wanted.size !== current.size || imageIds.some((id) => !current.has(id))) return null;
        for (const [position, id] of imageIds.entries()) {
          await tx.update(recipeImages).set({ position }).where(eq(recipeImages.id, id));
        }
        return refreshImageColumns(tx, recipeId);
      });
    },
  };
}
export type RecipePhotosRepository = ReturnType<typeof createRecipePhotosRepository>;
