import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
import type { DietFlags, Nutrition } from '@hearth/contracts';
import { users } from './users';
import * as facets from './recipe-facets';

/** The ingredient catalogue (spec §3 Ingredient). Names are unique regardless of case. */
export const ingredients = pgTable(
  'ingredients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    category: text('category'),
    imageUrl: text('image_url'),
    /** The stored image behind imageUrl, removed from storage when replaced. */
    imageKey: text('image_key'),
    isAllergen: boolean('is_allergen').notNull().default(false),
    /** How many recipes use it (refreshed with trending); related recipes skip the commonest. */
    recipeCount: integer('recipe_count').notNull().default(0),
    /** Keyed by language code; values are a name or a list of names. */
    alternativeNames: jsonb('alternative_names').$type<Record<string, string | string[]>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ingredients_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * A listed recipe: approved, public, creator not banned (what browse, search and the AI tools may show
 * anyone). The listed partial indexes below and queries (db/listed.ts) state it through this one function,
 * so a query's predicate always matches the indexes' and the planner can use them.
 */
export function listedPredicate(columns: { isApproved: AnyPgColumn; visibility: AnyPgColumn; creatorBanned: AnyPgColumn }): SQL {
  return sql`${columns.isApproved} and ${columns.visibility} = 'public' and not ${columns.creatorBanned}`;
}

export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    backstory: text('backstory'),
    cookingTime: integer('cooking_time'),
    servings: integer('servings'),
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    /** Pending recipes are seen only by their creator and admins until an admin approves them. */
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Set when the creator is banned: the recipe is kept but leaves every public list. */
    creatorBanned: boolean('creator_banned').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietType: text('diet_type'),
    cuisine: text('cuisine'),
    healthDiets: text('health_diets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mealTypes: text('meal_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cookingStyles: text('cooking_styles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Denormalised from recipe_images (full size, in order) so lists need no join. */
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cardImageUrl: text('card_image_url'),
    aiRating: real('ai_rating'),
    healthBenefits: text('health_benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    likelyConcerns: text('likely_concerns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avoidWith: text('avoid_with')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Background enrichment (issue 5): pending → processing → ready | failed | flagged. */
    enrichmentStatus: text('enrichment_status', { enum: ['pending', 'processing', 'ready', 'failed', 'flagged'] })
      .notNull()
      .default('pending'),
    enrichmentError: text('enrichment_error'),
    enrichedAt: timestamp('enriched_at', { withTimezone: true }),
    /** Derived from the ingredients through the food knowledge, not from what the author ticked. */
    derivedAllergens: text('derived_allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mayContainAllergens: text('may_contain_allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Ingredients the knowledge could not vouch for; Curated hides such recipes from members with allergies or diets. */
    unknownIngredients: text('unknown_ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietFlags: jsonb('diet_flags').$type<DietFlags>(),
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    aiRatingNotes: text('ai_rating_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    flaggedReasons: text('flagged_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The recipe's card as JSON text, written by the database on every insert and update (trigger
     * recipes_card_json, function hearth_recipe_card, migration 0014): lists send it as stored (decision 0045).
     */
    cardJson: text('card_json'),
    /** Ingredient names joined by spaces, written with the lines, so search can see them. */
    ingredientNames: text('ingredient_names').notNull().default(''),
    /**
     * The catalogue ids of the recipe's ingredients, distinct and sorted, written with the lines: "listed
     * recipes that use X and Y" is one intersection in recipes_listed_ingredients_idx (decision 0049).
     */
    ingredientIds: integer('ingredient_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Title first, then tags and ingredients, then description; accents folded (migration 0003). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', hearth_unaccent(title)), 'A') || setweight(to_tsvector('english', hearth_unaccent(hearth_join(tags))), 'B') || setweight(to_tsvector('english', hearth_unaccent(ingredient_names)), 'B') || setweight(to_tsvector('english', hearth_unaccent(coalesce(description, ''))), 'C')`,
    ),
    // What browse filters and Curated read, kept with the recipe (recipe-facets.ts, decision 0042).
    quality: doublePrecision('quality').generatedAlwaysAs(facets.qualityExpression),
    verified: boolean('verified').generatedAlwaysAs(facets.verifiedExpression),
    mealTypeBits: integer('meal_type_bits').generatedAlwaysAs(facets.mealTypeBitsExpression),
    cookingStyleBits: integer('cooking_style_bits').generatedAlwaysAs(facets.cookingStyleBitsExpression),
    allergenBits: integer('allergen_bits').generatedAlwaysAs(facets.allergenBitsExpression),
    dietBits: integer('diet_bits').generatedAlwaysAs(facets.dietBitsExpression),
    dietFilterBits: integer('diet_filter_bits').generatedAlwaysAs(facets.dietFilterBitsExpression),
    /** Time-decayed activity score, refreshed by the trending job (docs/decisions/0011-discovery.md). */
    trendingScore: real('trending_score').notNull().default(0),
    /** Kept in step with the ratings table so lists never aggregate per row. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recipes_created_by_idx').on(t.createdBy, t.createdAt),
    // The browse orders over listed recipes, newest and Trending. The filters' columns trail the keys (the
    // id before them is unique, so they never change the order): a filtered page is an index-only walk,
    // read backwards for the lists' descending order.
    index('recipes_listed_idx').on(t.createdAt, t.id, t.cuisine, t.mealTypeBits, t.dietFilterBits).where(listedPredicate(t)),
    index('recipes_trending_idx').on(t.trendingScore, t.ratingCount, t.createdAt, t.id, t.cuisine, t.mealTypeBits, t.dietFilterBits).where(listedPredicate(t)),
    // Curated's pool is the best-rated listed recipes, and its pages continue past the pool best-rated
    // first, its rules' and filters' bits tested in the index.
    index('recipes_quality_idx').on(t.quality, t.id, t.cuisine, t.mealTypeBits, t.dietFilterBits, t.verified, t.allergenBits, t.dietBits).where(listedPredicate(t)),
    // What search checks of each recipe its postings reach: listed, filters and rules, from the index alone.
    index('recipes_facets_idx').on(t.id, t.cuisine, t.mealTypeBits, t.dietFilterBits, t.verified, t.allergenBits, t.dietBits).where(listedPredicate(t)),
    // Listed recipes by the ingredients they use: which of them use X and Y is an intersection of two posting lists.
    index('recipes_listed_ingredients_idx').using('gin', t.ingredientIds).where(listedPredicate(t)),
    index('recipes_search_idx').using('gin', t.searchVector),
    index('recipes_title_trgm_idx').using('gin', sql`hearth_unaccent(lower(${t.title})) gin_trgm_ops`),
    index('recipes_cuisine_idx').on(t.cuisine),
    index('recipes_meal_types_idx').using('gin', t.mealTypes),
    index('recipes_derived_allergens_idx').using('gin', t.derivedAllergens),
  ],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    quantity: text('quantity').notNull().default(''),
    unit: text('unit').notNull().default(''),
  },
  (t) => [
    index('recipe_ingredients_recipe_idx').on(t.recipeId, t.position),
    // Covering (ingredient, recipe): related recipes count shared ingredients from the index alone.
    index('recipe_ingredients_ingredient_recipe_idx').on(t.ingredientId, t.recipeId),
  ],
);

export const recipeSteps = pgTable(
  'recipe_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    instruction: text('instruction').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [uniqueIndex('recipe_steps_recipe_step_idx').on(t.recipeId, t.stepNumber)],
);

/** What a version keeps of a recipe (spec §3 "Recipe version" recipeData, plus the rest of the form). */
export interface RecipeSnapshot {
  title: string;
  description: string | null;
  backstory: string | null;
  cookingTime: number | null;
  servings: number | null;
  visibility: 'public' | 'private';
  tags: string[];
  dietType: string | null;
  cuisine: string | null;
  healthDiets: string[];
  allergens: string[];
  mealTypes: string[];
  cookingStyles: string[];
  ingredients: { ingredientName: string; quantity: string; unit: string }[];
  steps: { stepNumber: number; instruction: string }[];
}

export const recipeVersions = pgTable(
  'recipe_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    changeDescription: text('change_description').notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    recipeData: jsonb('recipe_data').$type<RecipeSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recipe_versions_recipe_number_idx').on(t.recipeId, t.versionNumber)],
);

/** One rating per member per recipe; rating again replaces it. */
export const recipeRatings = pgTable(
  'recipe_ratings',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.userId] }), index('recipe_ratings_user_idx').on(t.userId), index('recipe_ratings_recent_idx').on(t.updatedAt)],
);

/** Stored images of a recipe, in display order (position, then id); the files live in the file store under `storageKey`. */
export const recipeImages = pgTable(
  'recipe_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fullUrl: text('full_url').notNull(),
    cardUrl: text('card_url').notNull(),
    source: text('source', { enum: ['upload', 'generated'] }).notNull(),
    /** The creator's order (docs/decisions/0028-member-photos.md); rows from before it share 0 and keep their id order. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipe_images_recipe_position_idx').on(t.recipeId, t.position, t.id)],
);

/**
 * Signals for Trending: views (one per member per recipe per day), ratings, saves and plans.
 * Only the last 14 days matter; older rows may be pruned.
 */
export const recipeActivity = pgTable(
  'recipe_activity',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['view', 'rate', 'save', 'plan'] }).notNull(),
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.userId, t.kind, t.day] }), index('recipe_activity_created_idx').on(t.createdAt)],
);

/**
 * Curated's pool (decision 0038): the best-rated listed recipes, with only the columns Curated filters
 * and ranks on, so a page scores a few thousand narrow rows instead of reading them from `recipes`.
 * Rewritten with Trending every few minutes; a copy, so pages re-check the recipe itself. No foreign
 * key: the refresh would lock every pooled recipe row, and a deleted recipe drops out at the join.
 */
export const curatedPool = pgTable('curated_pool', {
  recipeId: integer('recipe_id').primaryKey(),
  cuisine: text('cuisine'),
  /** Enriched, with every ingredient known: allergen and diet rules can vouch for it. */
  verified: boolean('verified').notNull(),
  /** The recipe's quality as of the refresh. */
  quality: doublePrecision('quality').notNull(),
  trendingScore: real('trending_score').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  // The recipe's lists as bits (recipe-facets.ts): a bit test per row costs far less than comparing arrays.
  allergenBits: integer('allergen_bits').notNull(),
  dietBits: integer('diet_bits').notNull(),
  mealTypeBits: integer('meal_type_bits').notNull(),
  cookingStyleBits: integer('cooking_style_bits').notNull(),
  dietFilterBits: integer('diet_filter_bits').notNull(),
});

/**
 * Each recipe's related recipes, ranked ahead of time (decision 0048): written when the recipe is enriched
 * and again by the Trending refresh once a day old. Pages read the list and check each recipe as it is now.
 */
export const recipeRelated = pgTable(
  'recipe_related',
  {
    recipeId: integer('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    /** Best first; more than a page holds, for the ones made private or deleted since. */
    relatedIds: integer('related_ids').array().notNull(),
    rankedAt: timestamp('ranked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipe_related_ranked_at_idx').on(t.rankedAt)],
);
