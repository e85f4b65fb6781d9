import { and, asc, between, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mealPlans, recipes } from '../../db/schema';

export type MealPlanRow = typeof mealPlans.$inferSelect;

export function createMealPlansRepository(db: Database) {
  return {
    /** The member's entries between two dates (inclusive), with the recipe fields the planner shows. */
    async listRange(userId: string, startDate: string, endDate: string) {
      return db
        .select({ entry: mealPlans, recipe: recipes })
        .from(mealPlans)
        .innerJoin(recipes, eq(recipes.id, mealPlans.recipeId))
        .where(and(eq(mealPlans.userId, userId), between(mealPlans.plannedDate, startDate, endDate)))
        .orderBy(asc(mealPlans.plannedDate), asc(mealPlans.id));
    },

    async create(userId: string, entry: Omit<typeof mealPlans.$inferInsert, 'id' | 'userId' | 'createdAt'>): Promise<MealPlanRow> {
      const [row] = await db
        .insert(mealPlans)
        .values({ userId, ...entry })
        .returning();
      return row!;
    },

    /** Deletes one of the member's own entries; false when there is none. */
    async delete(userId: string, id: number): Promise<boolean> {
      const removed = await db
        .delete(mealPlans)
        .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, userId)))
        .returning({ id: mealPlans.id });
      return removed.length > 0;
    },
  };
}
export type MealPlansRepository = ReturnType<typeof createMealPlansRepository>;
