import { collectionMessages, type Collection, type CollectionInput, type RecipeCard } from '@hearth/contracts';
import { AppError } from '../../errors';
import { recipeRules } from '../../policy';
import { toRecipeCard, type RecipesRepository } from '../recipes/recipes.repository';
import { findVisibleRecipe } from '../recipes/recipes.service';
import type { Viewer } from '../users/users.repository';
import type { CollectionRow, CollectionsRepository } from './collections.repository';

export interface CollectionDeps {
  collections: CollectionsRepository;
  recipes: RecipesRepository;
  recordActivity(recipeId: number, userId: string, kind: 'save'): Promise<void>;
}

const toCollection = (row: CollectionRow, extra: { recipeCount: number; coverImageUrl: string | null }, viewer: Viewer): Collection => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isPublic: row.isPublic,
  recipeCount: extra.recipeCount,
  coverImageUrl: extra.coverImageUrl,
  isOwner: row.userId === viewer.id,
  createdAt: row.createdAt.toISOString(),
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

export async function listCollections(deps: CollectionDeps, viewer: Viewer): Promise<Collection[]> {
  return (await deps.collections.listForUser(recipeViewer(viewer))).map((r) => toCollection(r.collection, r, viewer));
}

export async function createCollection(
  deps: CollectionDeps,
  viewer: Viewer,
  input: Required<Pick<CollectionInput, 'name'>> & { description: string | null; isPublic: boolean },
): Promise<Collection> {
  return toCollection(await deps.collections.create(viewer.id, input), { recipeCount: 0, coverImageUrl: null }, viewer);
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
export async function listCollectionRecipes(deps: CollectionDeps, viewer: Viewer, collectionId: number): Promise<RecipeCard[]> {
  await findReadable(deps, viewer, collectionId);
  return (await deps.collections.listRecipes(collectionId)).filter((r) => recipeRules.canView(viewer, r)).map(toRecipeCard);
}
