import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Property names of the four auth tables are the field names Better Auth expects.

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isApproved: boolean('is_approved').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** Recipes by an auto-approved member skip the moderation queue. */
    autoApprove: boolean('auto_approve').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), index('users_created_at_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId), uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** The food profile (spec §3 Profile). One per user; its existence makes profileComplete true. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    location: text('location'),
    languagePreference: text('language_preference').notNull().default('en'),
    cookingSkillLevel: text('cooking_skill_level'),
    primaryDietType: text('primary_diet_type')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    healthFocusedDiets: text('health_focused_diets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergies: text('allergies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    favoriteCuisines: text('favorite_cuisines')
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
    nutritionGoals: text('nutrition_goals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dailyCalorieTarget: integer('daily_calorie_target'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_username_lower_idx').on(sql`lower(${t.username})`)],
);
