import type { AiCallsRepository } from '../../ai/ai-calls.repository';
import { drawRecipePicture } from '../../ai/enrichment/enrich-recipe';
import { categorizeIngredientTask } from '../../ai/tasks/categorize-ingredient';
import type { AiEngine } from '../../ai/engine';
import type { ImageGenerator } from '../../ai/images/image-generator';
import type { FileStore } from '../../storage/file-store';
import { storeVariants } from '../../storage/images';
import type { IngredientsRepository } from '../ingredients/ingredients.repository';
import type { RecipesRepository } from '../recipes/recipes.repository';

export interface AdminAiDeps {
  recipes: RecipesRepository;
  ingredients: IngredientsRepository;
  ai: AiEngine;
  images: ImageGenerator;
  store: FileStore;
}

/** How many rows one click works through; a second click continues where the first stopped. */
const BATCH = 500;

/** Files every uncategorised catalogue ingredient. Safe to re-run: categorised rows are left alone. */
export async function categorizeAllIngredients(deps: AdminAiDeps, adminId: string): Promise<{ categorized: number }> {
  const rows = await deps.ingredients.listUncategorized(BATCH);
  for (const row of rows) {
    const { output } = await deps.ai.run(categorizeIngredientTask, { name: row.name }, { userId: adminId });
    await deps.ingredients.setKnowledge(row.id, { category: output.category, isAllergen: output.allergens.length > 0, alternativeNames: output.alternativeNames });
  }
  return { categorized: rows.length };
}

/** Gives every recipe and ingredient without a picture a generated one. Safe to re-run. */
export async function generateMissingImages(deps: AdminAiDeps): Promise<{ recipesGenerated: number; ingredientsGenerated: number }> {
  const recipes = await deps.recipes.listWithoutImages(BATCH);
  for (const recipe of recipes) await drawRecipePicture(deps, recipe.id);
  const ingredients = await deps.ingredients.listWithoutImages(BATCH);
  for (const ingredient of ingredients) {
    const stored = await storeVariants(await deps.images.ingredient(ingredient.name), deps.store, 'ingredients');
    await deps.ingredients.setImage(ingredient.id, { imageUrl: stored.cardUrl, imageKey: stored.storageKey });
  }
  return { recipesGenerated: recipes.length, ingredientsGenerated: ingredients.length };
}

/** The latest AI calls, newest first, for the admin's log. */
export async function listAiCalls(aiCalls: AiCallsRepository, limit: number) {
  return (await aiCalls.listRecent(limit)).map((call) => ({ ...call, createdAt: call.createdAt.toISOString() }));
}
