import type { FastifyBaseLogger } from 'fastify';
import type { IngredientsRepository } from '../../modules/ingredients/ingredients.repository';
import type { Notifier } from '../../modules/notifications/notifications.service';
import type { RecipesRepository } from '../../modules/recipes/recipes.repository';
import type { UsersRepository } from '../../modules/users/users.repository';
import type { FileStore } from '../../storage/file-store';
import { storeVariants, variantKeys } from '../../storage/images';
import { recipeFacts } from '../analysis/recipe-facts';
import type { AiEngine } from '../engine';
import type { ImageGenerator } from '../images/image-generator';
import { categorizeIngredientTask } from '../tasks/categorize-ingredient';
import { reviewRecipeTask } from '../tasks/review-recipe';

export const ENRICH_RECIPE_QUEUE = 'enrich-recipe';
/** Pictures wait in their own queue so a flood of them never delays moderation (issue 12, item 3). */
export const RECIPE_PICTURE_QUEUE = 'recipe-picture';
/** Every queue the server works; the process and queue tests create these. */
export const JOB_QUEUES = [ENRICH_RECIPE_QUEUE, RECIPE_PICTURE_QUEUE];

export interface EnrichmentDeps {
  recipes: RecipesRepository;
  ingredients: IngredientsRepository;
  users: UsersRepository;
  notifier: Notifier;
  store: FileStore;
  ai: AiEngine;
  images: ImageGenerator;
  log: FastifyBaseLogger;
  /** Queues `drawRecipePicture` for a recipe (on RECIPE_PICTURE_QUEUE). */
  queuePicture: (recipeId: number) => Promise<void>;
  /** Ranks the recipe's related recipes, and its closest ones' (discovery's rankRelatedAround). */
  rankRelatedAround: (recipeId: number) => Promise<void>;
}

/**
 * Enriches a saved recipe (issue 5): facts from the food knowledge, the AI review (content check,
 * rating, notes) and catalogue links for new ingredients; then queues a picture when it has none.
 * Idempotent: it recomputes everything from the recipe as it is now, so retries and repeats are safe.
 */
export async function enrichRecipe(deps: EnrichmentDeps, recipeId: number): Promise<void> {
  const recipe = await deps.recipes.findById(recipeId);
  if (!recipe) return; // deleted since it was queued
  await deps.recipes.setEnrichmentStatus(recipeId, 'processing');
  try {
    const { lines, steps } = await deps.recipes.findContent(recipeId);
    const facts = recipeFacts(lines, recipe.servings);
    const review = await deps.ai.run(
      reviewRecipeTask,
      {
        title: recipe.title,
        description: recipe.description,
        backstory: recipe.backstory,
        cookingTime: recipe.cookingTime,
        servings: recipe.servings,
        tags: recipe.tags,
        ingredients: lines,
        steps,
        facts,
      },
      { userId: recipe.createdBy },
    );
    await linkIngredients(
      deps,
      lines.map((l) => l.name),
      recipe.createdBy,
    );
    const flagged = !review.output.contentOk;
    await deps.recipes.saveEnrichment(recipeId, {
      derivedAllergens: facts.allergens,
      mayContainAllergens: facts.mayContain,
      unknownIngredients: facts.unknownIngredients,
      dietFlags: facts.diets,
      nutrition: facts.nutritionPerServing,
      aiRating: review.output.aiRating,
      aiRatingNotes: review.output.ratingNotes,
      healthBenefits: review.output.healthBenefits,
      likelyConcerns: review.output.likelyConcerns,
      avoidWith: review.output.avoidWith,
      flaggedReasons: review.output.contentReasons,
      flagged,
    });
    if (flagged) await tellCreatorAboutFlag(deps, recipe.createdBy, recipe.id, recipe.title, review.output.contentReasons);
    else if (!(await deps.recipes.hasImages(recipeId))) await deps.queuePicture(recipeId);
  } catch (error) {
    await deps.recipes.setEnrichmentStatus(recipeId, 'failed', error instanceof Error ? error.message.slice(0, 300) : 'Enrichment failed');
    throw error; // the job queue retries with backoff
  }
  // Outside the enrichment's own status: should ranking fail, the job is retried and enriches again.
  await deps.rankRelatedAround(recipeId);
}

/** Draws a picture for a recipe that still has none (a member may have uploaded one since it was queued). */
export async function drawRecipePicture(deps: Pick<EnrichmentDeps, 'recipes' | 'store' | 'images'>, recipeId: number): Promise<void> {
  const recipe = await deps.recipes.findById(recipeId);
  if (!recipe || (await deps.recipes.hasImages(recipeId))) return;
  const { lines } = await deps.recipes.findContent(recipeId);
  const picture = await deps.images.dish({
    seed: `recipe:${recipe.id}:${recipe.title}`,
    title: recipe.title,
    cuisine: recipe.cuisine,
    ingredients: lines.map((l) => l.name),
    tags: recipe.tags,
    mealTypes: recipe.mealTypes,
  });
  const image = await storeVariants(picture, deps.store, 'recipes');
  // A member's photo that arrived while the picture was drawn wins; the drawing's files go.
  if (!(await deps.recipes.addImage(recipeId, { ...image, source: 'generated' }))) await deps.store.delete(variantKeys(image.storageKey));
}

/** New catalogue ingredients get a category, allergen flag and Hindi/Spanish names. */
async function linkIngredients(deps: EnrichmentDeps, names: string[], userId: string) {
  const rows = await deps.ingredients.findByNames(names);
  for (const row of rows.filter((r) => r.category === null)) {
    const { output } = await deps.ai.run(categorizeIngredientTask, { name: row.name }, { userId });
    await deps.ingredients.setKnowledge(row.id, { category: output.category, isAllergen: output.allergens.length > 0, alternativeNames: output.alternativeNames });
  }
}

async function tellCreatorAboutFlag(deps: EnrichmentDeps, creatorId: string, recipeId: number, title: string, reasons: string[]) {
  const creator = await deps.users.findAdminUser(creatorId);
  if (!creator) return;
  await deps.notifier.notify(creator, {
    type: 'recipe-flagged',
    title: 'Your recipe needs changes',
    body: `"${title}" was sent back for review: ${reasons.join(' ')}`,
    link: `/recipe/${recipeId}`,
  });
}
