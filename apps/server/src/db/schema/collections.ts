import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { recipes } from './recipes';
import { users } from './users';

export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('collections_user_idx').on(t.userId, t.createdAt)],
);

export const collectionRecipes = pgTable(
  'collection_recipes',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.recipeId] }), index('collection_recipes_recipe_idx').on(t.recipeId)],
);

export const mealPlans = pgTable(
  'meal_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    mealType: text('meal_type', { enum: ['breakfast', 'lunch', 'dinner', 'snack'] }).notNull(),
    notes: text('notes'),
    /** How many people this meal feeds; the shopping list scales the recipe to it. */
    servings: integer('servings'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meal_plans_user_date_idx').on(t.userId, t.plannedDate)],
);

/** Shopping list items a member ticked off, per week (kept until they untick them). */
export const shoppingChecks = pgTable(
  'shopping_checks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    itemKey: text('item_key').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart, t.itemKey] })],
);

/** Things a member adds to a week's shopping list by hand (kitchen roll, milk for tea), beside the planned meals' ingredients. */
export const shoppingExtras = pgTable(
  'shopping_extras',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    amount: text('amount').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopping_extras_user_week_idx').on(t.userId, t.weekStart, t.id)],
);
