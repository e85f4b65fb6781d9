import type { Ingredient } from '@hearth/contracts';
import type { IngredientRow, IngredientsRepository } from './ingredients.repository';

export const toIngredient = (row: IngredientRow): Ingredient => ({ id: row.id, name: row.name, category: row.category, imageUrl: row.imageUrl });

/** The ingredient catalogue, a page at a time (admin Ingredients tab, spec §2). */
export async function listIngredients(ingredients: IngredientsRepository, limit: number, offset: number): Promise<Ingredient[]> {
  return (await ingredients.list(limit, offset)).map(toIngredient);
}
