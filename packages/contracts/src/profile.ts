import { z } from 'zod';
import { DEFAULT_LANGUAGE, USERNAME_MIN_LENGTH } from './limits';
import { optionalText, safeText } from './input';
import { validation } from './messages';
import { ALLERGIES, COOKING_STYLES, LANGUAGES, NUTRITION_GOALS, PROFILE_CUISINES, PROFILE_HEALTH_DIETS, PROFILE_MEAL_TYPES, PROFILE_PRIMARY_DIETS, SKILL_LEVELS } from './options';

const USERNAME_MAX_LENGTH = 30;
const CALORIE_TARGET_MAX = 10000;

/** A list of values from one option list, deduplicated, empty by default. */
const optionList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .default([])
    .transform((list) => [...new Set(list)]);

/** The calorie target is parsed as an integer; empty means unset (spec §5). */
const calorieTarget = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    const parsed = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > CALORIE_TARGET_MAX) {
      ctx.addIssue({ code: 'custom', message: `Daily calorie target must be a whole number from 1 to ${CALORIE_TARGET_MAX}` });
      return z.NEVER;
    }
    return parsed;
  });

/**
 * Letters and digits of any script, with their combining marks (Devanagari vowel signs and viramas are
 * marks), plus _ . and -; a mark cannot come first, having nothing to sit on. Emoji, spaces, symbols and
 * invisible joiners are refused. See docs/decisions/0037-installable-app-and-names.md.
 */
const USERNAME_CHARACTERS = /^(?!\p{M})[\p{L}\p{M}\p{N}_.-]+$/u;

/** A username's length in Unicode code points (after NFC): 'josé' is 4, 'प्रिया' is 6. */
export const usernameLength = (username: string) => [...username].length;

/**
 * Usernames in every script (issue 16, item 6): NFC-normalised, so the same name typed on two keyboards
 * (é as one character or as e and an accent) is one name; 3 to 30 code points.
 */
export const usernameSchema = safeText({ error: validation.required })
  .trim()
  .normalize('NFC')
  .refine((name) => usernameLength(name) >= USERNAME_MIN_LENGTH, validation.usernameMin)
  .refine((name) => usernameLength(name) <= USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(USERNAME_CHARACTERS, 'Username may only contain letters, numbers, dots, dashes and underscores');

export const profileInputSchema = z.object({
  username: usernameSchema,
  location: optionalText(100),
  languagePreference: z.enum(LANGUAGES.map((l) => l.code) as ['en', 'hi', 'es']).default(DEFAULT_LANGUAGE),
  cookingSkillLevel: z
    .enum(SKILL_LEVELS)
    .optional()
    .nullable()
    .transform((v) => v ?? null),
  primaryDietType: optionList(PROFILE_PRIMARY_DIETS),
  healthFocusedDiets: optionList(PROFILE_HEALTH_DIETS),
  allergies: optionList(ALLERGIES),
  favoriteCuisines: optionList(PROFILE_CUISINES),
  mealTypes: optionList(PROFILE_MEAL_TYPES),
  cookingStyles: optionList(COOKING_STYLES),
  nutritionGoals: optionList(NUTRITION_GOALS),
  dailyCalorieTarget: calorieTarget,
});
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileData = z.output<typeof profileInputSchema>;

export const profileSchema = profileInputSchema.extend({
  username: z.string(),
  location: z.string().nullable(),
  cookingSkillLevel: z.enum(SKILL_LEVELS).nullable(),
  dailyCalorieTarget: z.number().int().nullable(),
  primaryDietType: z.array(z.string()),
  healthFocusedDiets: z.array(z.string()),
  allergies: z.array(z.string()),
  favoriteCuisines: z.array(z.string()),
  mealTypes: z.array(z.string()),
  cookingStyles: z.array(z.string()),
  nutritionGoals: z.array(z.string()),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
