// Rating helpers without schemas: list screens (browse) import these without downloading zod.

/** The rating a card shows: community when anyone rated, else the AI rating (spec §9). */
export function displayRating(recipe: { communityRating: { average: number; count: number }; aiRating: number | null }): number | null {
  return recipe.communityRating.count > 0 ? recipe.communityRating.average : recipe.aiRating;
}
