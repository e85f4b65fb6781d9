import {
  adminMessages,
  AI_FEATURES,
  alchemistMessages,
  ALLERGIES,
  BROWSE_CUISINES,
  CHEF_INSPIRATIONS,
  chefMessages,
  collectionMessages,
  COOKING_STYLES,
  copy,
  DIET_TYPES,
  discoverMessages,
  errors,
  landing,
  LANGUAGES,
  MEAL_PLAN_TYPES,
  MEAL_TYPES,
  mealPlanMessages,
  MOOD_PROMPTS,
  MUSIC_MOODS,
  nav,
  NUTRITION_GOALS,
  INGREDIENT_CATEGORIES,
  PRESET_TAGS,
  PROFILE_CUISINES,
  PROFILE_HEALTH_DIETS,
  PROFILE_MEAL_TYPES,
  PROFILE_PRIMARY_DIETS,
  profileWizard,
  provenanceCopy,
  RECIPE_CUISINES,
  recipeMessages,
  recipePhotoMessages,
  recipeToMusicMessages,
  RECIPE_VISIBILITIES,
  screens,
  serverMessages,
  SHOPPING_EXTRAS_CATEGORY,
  shoppingMessages,
  SKILL_LEVELS,
  timeMachineCopy,
  toasts,
  triviaCopy,
  validation,
} from '@hearth/contracts';

/**
 * The spec's English as it lives in packages/contracts: the `en` side of the `spec` catalogue. hi/spec.json
 * and es/spec.json translate exactly these strings (catalogues.test.ts), keyed by the English text itself,
 * so a string reads the same wherever it appears (a toast, a server message, an option).
 */
export const SPEC_SOURCES: Record<string, unknown> = {
  validation,
  errors,
  toasts,
  copy,
  serverMessages,
  nav,
  screens,
  landing,
  profileWizard,
  aiFeatures: AI_FEATURES.map(({ name, description }) => ({ name, description })),
  // The tools' own words; their example prompts stay English, since they are what the engines read.
  aiTools: [triviaCopy, timeMachineCopy, provenanceCopy, [...CHEF_INSPIRATIONS, ...MOOD_PROMPTS].map((card) => card.title)],
  options: [
    BROWSE_CUISINES,
    RECIPE_CUISINES,
    DIET_TYPES,
    MEAL_TYPES,
    PRESET_TAGS,
    PROFILE_PRIMARY_DIETS,
    PROFILE_HEALTH_DIETS,
    ALLERGIES,
    PROFILE_CUISINES,
    PROFILE_MEAL_TYPES,
    COOKING_STYLES,
    NUTRITION_GOALS,
    SKILL_LEVELS,
    LANGUAGES.map((language) => language.label),
    MUSIC_MOODS,
    MEAL_PLAN_TYPES,
    RECIPE_VISIBILITIES,
    INGREDIENT_CATEGORIES,
    [SHOPPING_EXTRAS_CATEGORY],
  ],
  // What the server says, in the member's language when the web knows the sentence (decision 0036).
  serverSide: [
    adminMessages,
    alchemistMessages,
    chefMessages,
    collectionMessages,
    discoverMessages,
    mealPlanMessages,
    recipeMessages,
    recipePhotoMessages,
    recipeToMusicMessages,
    shoppingMessages,
  ],
};

/** Every string in a value; functions (sentences built from numbers) and identifiers (`key`) are left out. */
export function specStrings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) if (name !== 'key') specStrings(item, into);
  }
  return into;
}
