import { isEffectivelyAdmin, RECIPE_PHOTOS_MAX, recipeMessages, recipePhotoMessages, type RecipePhoto } from '@hearth/contracts';
import { AppError } from '../../errors';
import { recipeRules } from '../../policy';
import type { FileStore } from '../../storage/file-store';
import { processUpload, variantKeys } from '../../storage/images';
import type { Viewer } from '../users/users.repository';
import type { RecipeImageRow, RecipePhotosRepository } from './recipe-photos.repository';
import type { RecipeRow, RecipesRepository } from './recipes.repository';
import { findVisibleRecipe } from './recipes.service';

export interface RecipePhotoDeps {
  recipes: RecipesRepository;
  photos: RecipePhotosRepository;
  store: FileStore;
  /** Queues a drawn picture for a recipe that has none (ai/enrichment, RECIPE_PICTURE_QUEUE). */
  queuePicture(recipeId: number): Promise<void>;
}

const toPhoto = (row: RecipeImageRow): RecipePhoto => ({ id: row.id, url: row.fullUrl, cardUrl: row.cardUrl, source: row.source });

/**
 * The recipe if the viewer may change its pictures: its creator, or an admin (who moderates every
 * recipe). Others get 404 when they may not see it at all, and 403 when they may.
 */
async function findManagedRecipe(deps: RecipePhotoDeps, viewer: Viewer, id: number): Promise<RecipeRow> {
  const recipe = await findVisibleRecipe(deps, viewer, id);
  if (!recipeRules.isCreator(viewer, recipe) && !isEffectivelyAdmin(viewer)) throw AppError.forbidden(recipePhotoMessages.onlyCreator);
  return recipe;
}

const tooMany = () => new AppError('TOO_MANY_PHOTOS', 409, recipePhotoMessages.tooMany);

export async function listPhotos(deps: RecipePhotoDeps, viewer: Viewer, id: number): Promise<RecipePhoto[]> {
  await findManagedRecipe(deps, viewer, id);
  return (await deps.photos.list(id)).map(toPhoto);
}

/**
 * Adds a photo with the admin upload's checks (magic bytes, size, pixel count, re-encoding) after the
 * recipe's other photos. The file is read only once the viewer may add it and there is room.
 */
export async function addPhoto(deps: RecipePhotoDeps, viewer: Viewer, id: number, readFile: () => Promise<Buffer>): Promise<RecipePhoto[]> {
  await findManagedRecipe(deps, viewer, id);
  if ((await deps.photos.countUploads(id)) >= RECIPE_PHOTOS_MAX) throw tooMany();
  const stored = await processUpload(await readFile(), deps.store, 'recipes');
  const result = await deps.photos.addPhoto(id, stored, RECIPE_PHOTOS_MAX);
  if (result.outcome !== 'added') {
    // Another request filled the last place, or the recipe was deleted, while this file was re-encoded.
    await deps.store.delete(variantKeys(stored.storageKey));
    throw result.outcome === 'full' ? tooMany() : AppError.notFound(recipeMessages.notFound);
  }
  await deps.store.delete(result.droppedKeys.flatMap(variantKeys));
  return result.images.map(toPhoto);
}

/** Removes a picture; when the last photo goes, the recipe gets its drawn picture back. */
export async function removePhoto(deps: RecipePhotoDeps, viewer: Viewer, id: number, imageId: number): Promise<RecipePhoto[]> {
  await findManagedRecipe(deps, viewer, id);
  const result = await deps.photos.remove(id, imageId);
  if (!result) throw AppError.notFound(recipePhotoMessages.notFound);
  await deps.store.delete(variantKeys(result.removed.storageKey));
  if (result.removed.source === 'upload' && result.images.length === 0) {
    await deps.queuePicture(id);
    return (await deps.photos.list(id)).map(toPhoto);
  }
  return result.images.map(toPhoto);
}

export async function reorderPhotos(deps: RecipePhotoDeps, viewer: Viewer, id: number, imageIds: number[]): Promise<RecipePhoto[]> {
  await findManagedRecipe(deps, viewer, id);
  const images = await deps.photos.reorder(id, imageIds);
  if (!images) throw new AppError('PHOTO_ORDER_MISMATCH', 422, recipePhotoMessages.orderMismatch);
  return images.map(toPhoto);
}
