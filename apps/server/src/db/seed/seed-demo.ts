import { randomUUID } from 'node:crypto';
import { recipeFormSchema } from '@hearth/contracts';
import { createRecipesRepository } from '../../modules/recipes/recipes.repository';
import type { Database } from '../client';
import { ingredients, profiles, users } from '../schema';
import { demoIngredients } from './demo-ingredients';
import { demoRecipes } from './demo-recipes';
import { catalogueNameOf } from '../../modules/recipes/catalogue-names';

export const KITCHEN_EMAIL = 'kitchen@hearth.local';

/**
 * Seeds the 'Hearth Kitchen' account, its recipes and the catalogue they use, in one transaction.
 * The kitchen account is the marker: when it exists nothing is written, so later starts never duplicate.
 */
export async function seedDemoContent(db: Database): Promise<{ seeded: boolean; recipeIds: number[] }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [kitchen] = await tx
      .insert(users)
      .values({
        id: randomUUID(),
        name: 'Hearth Kitchen',
        email: KITCHEN_EMAIL,
        emailVerified: true,
        firstName: 'Hearth',
        lastName: 'Kitchen',
        isApproved: true,
        autoApprove: true,
        approvedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!kitchen) return { seeded: false, recipeIds: [] };

    await tx.insert(profiles).values({ userId: kitchen.id, username: 'hearthkitchen', cookingSkillLevel: 'Expert' });
    await tx
      .insert(ingredients)
      .values(demoIngredients.map(({ name, category }) => ({ name, category, alternativeNames: catalogueNameOf(name).alternativeNames })))
      .onConflictDoNothing();
    const recipesRepository = createRecipesRepository(tx as unknown as Database);
    const recipeIds: number[] = [];
    for (const demo of demoRecipes) {
      recipeIds.push((await recipesRepository.create(kitchen.id, recipeFormSchema.parse(demo), { isApproved: true })).id);
    }
    return { seeded: true, recipeIds };
  });
}
