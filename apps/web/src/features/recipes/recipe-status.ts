import { isListedRecipe, type RecipeDetail } from '@hearth/contracts';

export type RecipeStatusBadge = 'public' | 'private' | 'pendingReview';

/**
 * The status badges on a recipe page (issue 13, item 11). A public recipe awaiting review is not public
 * yet, so it shows only 'Pending review'; a private one says so, and also that it awaits review.
 */
export function recipeStatusBadges(recipe: Pick<RecipeDetail, 'visibility' | 'isApproved'>): RecipeStatusBadge[] {
  if (recipe.visibility === 'private') return recipe.isApproved ? ['private'] : ['private', 'pendingReview'];
  return recipe.isApproved ? ['public'] : ['pendingReview'];
}

/** Only a listed recipe (public, approved) can be opened by the people a link is shared with. */
export function canShareRecipe(recipe: Pick<RecipeDetail, 'visibility' | 'isApproved'>): boolean {
  return isListedRecipe(recipe);
}
