import { recipeMessages, type AdminRecipe } from '@hearth/contracts';
import { AppError } from '../../errors';
import { variantKeys, processUpload } from '../../storage/images';
import type { FileStore } from '../../storage/file-store';
import type { IngredientsRepository } from '../ingredients/ingredients.repository';
import type { Notifier } from '../notifications/notifications.service';
import type { RecipeRow, RecipesRepository } from '../recipes/recipes.repository';
import type { UsersRepository } from '../users/users.repository';

export interface AdminContentDeps {
  recipes: RecipesRepository;
  ingredients: IngredientsRepository;
  users: UsersRepository;
  notifier: Notifier;
  store: FileStore;
  /** Ranks a recipe's related recipes and its closest ones' (discovery's rankRelatedAround). */
  rankRelatedAround: (recipeId: number) => Promise<void>;
}

export function toAdminRecipe(row: { recipe: RecipeRow; firstName: string | null; lastName: string | null; email: string }): AdminRecipe {
  const { recipe } = row;
  return {
    id: recipe.id,
    title: recipe.title,
    tags: recipe.tags,
    creator: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    aiRating: recipe.aiRating,
    createdAt: recipe.createdAt.toISOString(),
    isApproved: recipe.isApproved,
    visibility: recipe.visibility,
    imageUrl: recipe.cardImageUrl,
  };
}

/** Approving makes the recipe public (spec §4) and tells its creator. */
export async function approveRecipe(deps: AdminContentDeps, id: number): Promise<void> {
  const before = await deps.recipes.findById(id);
  if (!before) throw AppError.notFound(recipeMessages.notFound);
  await deps.recipes.approve(id);
  if (before.isApproved) return;
  // Listed now, so it can join its neighbours' related recipes (ranked while it was pending).
  await deps.rankRelatedAround(id);
  const creator = await deps.users.findAdminUser(before.createdBy);
  if (creator) {
    await deps.notifier.notify(creator, {
      type: 'recipe-approved',
      title: 'Your recipe is live',
      body: `"${before.title}" was approved and is now public.`,
      link: `/recipe/${id}`,
    });
  }
}

/** Deletes the recipe with everything that hangs off it, including its stored images. */
export async function deleteRecipe(deps: AdminContentDeps, id: number): Promise<void> {
  const { deleted, storageKeys } = await deps.recipes.delete(id);
  if (!deleted) throw AppError.notFound(recipeMessages.notFound);
  await deps.store.delete(storageKeys.flatMap(variantKeys));
}

export async function uploadRecipeImage(deps: AdminContentDeps, id: number, bytes: Buffer) {
  if (!(await deps.recipes.findById(id))) throw AppError.notFound(recipeMessages.notFound);
  const stored = await processUpload(bytes, deps.store, 'recipes');
  await deps.recipes.addImage(id, { ...stored, source: 'upload' });
  return { message: recipeMessages.imageUploaded, imageUrl: stored.fullUrl };
}

/** Replaces the ingredient's image; the previous file is removed from storage. */
export async function uploadIngredientImage(deps: AdminContentDeps, id: number, bytes: Buffer) {
  const ingredient = await deps.ingredients.findById(id);
  if (!ingredient) throw AppError.notFound(recipeMessages.ingredientNotFound);
  const stored = await processUpload(bytes, deps.store, 'ingredients');
  await deps.ingredients.setImage(id, { imageUrl: stored.cardUrl, imageKey: stored.storageKey });
  if (ingredient.imageKey) await deps.store.delete(variantKeys(ingredient.imageKey));
  return { message: recipeMessages.ingredientImageUpdated, imageUrl: stored.cardUrl };
}
