// Rating helpers without schemas: list screens (browse) import these without downloading zod.

/**
 * Listed: approved, public, and (where known) not by a banned member. Only listed recipes take ratings:
 * a rating is community signal, and admins, who can open private and pending recipes, must not leave one
 * there (docs/decisions/0020-hardening.md).
 */
export function isListedRecipe(recipe: { isApproved: boolean; visibility: string; creatorBanned?: boolean }): boolean {
  return recipe.isApproved && recipe.visibility === 'public' && !recipe.creatorBanned;
}

/** The rating a card shows: community when anyone rated, else the AI rating (spec §9). */
export function displayRating(recipe: { communityRating: { average: number; count: number }; aiRating: number | null }): number | null {
  return recipe.communityRating.count > 0 ? recipe.communityRating.average : recipe.aiRating;
}
