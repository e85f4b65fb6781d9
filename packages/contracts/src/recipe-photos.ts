import { z } from 'zod';
import { idSchema } from './input';
import { RECIPE_PHOTOS_MAX } from './limits';

/**
 * A recipe's pictures as its creator manages them (issue 13; docs/decisions/0028-member-photos.md):
 * the member's photos in their order, or the drawn picture while there are none.
 */
export const recipePhotoSchema = z.object({
  id: z.number().int(),
  /** The full size, as in the recipe's `images`. */
  url: z.string(),
  /** The card size, as in the recipe's `imageUrl` when first. */
  cardUrl: z.string(),
  /** 'upload' for a photo (the creator's or an admin's), 'generated' for the drawn picture. */
  source: z.enum(['upload', 'generated']),
});
export type RecipePhoto = z.infer<typeof recipePhotoSchema>;

export const recipePhotosSchema = z.array(recipePhotoSchema);

/** PUT /api/recipes/{id}/images/order: every image id of the recipe, once each, in the new order. */
export const reorderRecipePhotosBodySchema = z.object({
  // Admin uploads are not capped, so the bound is generous; the server checks the ids against the recipe.
  imageIds: z.array(idSchema('Image id')).min(1).max(100),
});
export type ReorderRecipePhotosBody = z.infer<typeof reorderRecipePhotosBodySchema>;

export const recipePhotoMessages = {
  /** The description of the 'Success!' toast (spec §8) after adding photos. */
  added: (count: number) => (count === 1 ? 'Photo added' : `${count} photos added`),
  /** Beside the drawn picture while a recipe has no photo of its own. */
  drawnPicture: 'Drawn picture: your first photo replaces it',
  onlyCreator: 'Only the creator can change the photos of this recipe.',
  tooMany: `A recipe can have at most ${RECIPE_PHOTOS_MAX} photos. Remove one to add another.`,
  notFound: 'Photo not found',
  orderMismatch: "The new order must list each of this recipe's pictures exactly once.",
} as const;
