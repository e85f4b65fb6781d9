import { collectionMessages, type Collection, type CollectionInput } from '@hearth/contracts';
import { AppError } from '../../errors';
import { recipeRules } from '../../policy';
import { jsonArray } from '../recipes/recipe-json';
import type { RecipesRepository } from '../recipes/recipes.repository';
import { findVisibleRecipe } from '../recipes/recipes.service';
import type { Viewer } from '../users/users.repository';
import type { CollectionRow, CollectionsRepository } from './collections.repository';

export interface CollectionDeps {
  collections: CollectionsRepository;
  recipes: RecipesRepository;
  recordActivity(recipeId: number, userId: string, kind: 'save'): Promise<void>;
}

const toCollection = (row: CollectionRow, extra: { recipeCount: number; coverImageUrl: string | null; containsRecipe?: boolean }, viewer: Viewer): Collection => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isPublic: row.isPublic,
  recipeCount: extra.recipeCount,
  coverImageUrl: extra.coverImageUrl,
  isOwner: row.userId === viewer.id,
  createdAt: row.createdAt.toISOString(),
  ...(extra.containsRecipe === undefined ? {} : { containsRecipe: extra.containsRecipe }),
});

/** A private collection is its owner's alone; a public one can be opened by any member with its link. */
async function findReadable(deps: CollectionDeps, viewer: Viewer, id: number): Promise<CollectionRow> {
  const row = await deps.collections.findById(id);
  if (!row || (row.userId !== viewer.id && !row.isPublic)) throw AppError.notFound(collectionMessages.notFound);
  return row;
}

async function findOwned(deps: CollectionDeps, viewer: Viewer, id: number): Promise<CollectionRow> {
  const row = await findReadable(deps, viewer, id);
  if (row.userId !== viewer.id) throw AppError.forbidden(collectionMessages.onlyOwner);
  return row;
}

const recipeViewer = (viewer: Viewer) => ({ id: viewer.id, seesEveryRecipe: recipeRules.seesEveryRecipe(viewer) });

/** The member's own collections; with `recipeId`, each says whether that recipe is in it. */
export async function listCollections(deps: CollectionDeps, viewer: Viewer, recipeId?: number): Promise<Collection[]> {
  return (await deps.collections.listForUser(recipeViewer(viewer), recipeId)).map((r) => toCollection(r.collection, r, viewer));
}

export async function createCollection(
  deps: CollectionDeps,
  viewer: Viewer,
  input: Required<Pick<CollectionInput, 'name'>> & { description: string | null; isPublic: boolean },
): Promise<Collection> {
  return toCollection(await deps.collections.create(viewer.id, input), { recipeCount: 0, coverImageUrl: null }, viewer);
}

/**
 * Renames, redescribes or switches a collection between public and private: its owner only (others get the
 * same 404 or 403 as for adding to it). Fields left out stay as they are.
 */
export async function updateCollection(
  deps: CollectionDeps,
  viewer: Viewer,
  id: number,
  changes: { name?: string; description?: string | null; isPublic?: boolean },
): Promise<Collection> {
  await findOwned(deps, viewer, id);
  const updated = await deps.collections.update(id, {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.description === undefined ? {} : { description: changes.description }),
    ...(changes.isPublic === undefined ? {} : { isPublic: changes.isPublic }),
  });
  if (!updated) throw AppError.notFound(collectionMessages.notFound);
  return toCollection(updated, await deps.collections.countAndCover(updated, recipeViewer(viewer)), viewer);
}

/** Deletes a collection and its recipe links, never the recipes: its owner only. */
export async function deleteCollection(deps: CollectionDeps, viewer: Viewer, id: number): Promise<void> {
  await findOwned(deps, viewer, id);
  if (!(await deps.collections.delete(id))) throw AppError.notFound(collectionMessages.notFound);
}

/** A collection by id: the owner's own, or anyone's public one (how public collections are shared). */
export async function getCollection(deps: CollectionDeps, viewer: Viewer, id: number): Promise<Collection> {
  const row = await findReadable(deps, viewer, id);
  return toCollection(row, await deps.collections.countAndCover(row, recipeViewer(viewer)), viewer);
}

/** Only recipes the member may see can be saved. */
export async function addRecipe(deps: CollectionDeps, viewer: Viewer, collectionId: number, recipeId: number) {
  await findOwned(deps, viewer, collectionId);
  await findVisibleRecipe(deps, viewer, recipeId);
  const added = await deps.collections.addRecipe(collectionId, recipeId);
  if (added) await deps.recordActivity(recipeId, viewer.id, 'save');
  return { message: added ? collectionMessages.added : collectionMessages.alreadyThere, added };
}

export async function removeRecipe(deps: CollectionDeps, viewer: Viewer, collectionId: number, recipeId: number) {
  await findOwned(deps, viewer, collectionId);
  if (!(await deps.collections.removeRecipe(collectionId, recipeId))) throw AppError.notFound('That recipe is not in this collection.');
}

/** Recipes that became private, pending or whose creator was banned drop out for everyone who cannot see them. */
export async function listCollectionRecipesJson(deps: CollectionDeps, viewer: Viewer, collectionId: number): Promise<Buffer> {
  await findReadable(deps, viewer, collectionId);
  const visible = (await deps.collections.listRecipeCards(collectionId)).filter((r) => recipeRules.canView(viewer, r.access));
  return jsonArray(visible.map((r) => r.card));
}
