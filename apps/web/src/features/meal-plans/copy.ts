import { formatMinutes } from '@hearth/contracts';
import type { MealType } from './week';

/**
 * Meal planner text the spec leaves open (its own strings come from @hearth/contracts).
 * One place, so the screens and the e2e journey agree.
 */
export const plannerCopy = {
  subtitle: 'Plan breakfast, lunch, dinner and snacks for the week',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  weekOfPrefix: 'Week of ',
  today: 'Today',
  addMeal: 'Add meal',
  aiRecommendations: 'AI Recommendations',
  shoppingListForWeek: 'Shopping list for this week',
  addToSlot: (slot: string, day: string) => `Add ${slot.toLowerCase()} on ${day}`,
  removeMeal: (title: string, slot: string, day: string) => `Remove ${title} (${slot.toLowerCase()}, ${day})`,
  unavailable: 'Recipe no longer available',
  minutes: (n: number) => formatMinutes(n),
  servings: (n: number) => `${n} ${n === 1 ? 'serving' : 'servings'}`,
  nothingPlanned: 'Nothing planned',
  retry: 'Try again',
  loading: 'Loading meal plans',
  weekSummary: (n: number) => (n === 0 ? 'No meals planned this week yet' : `${n} ${n === 1 ? 'meal' : 'meals'} planned this week`),
  slotShort: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } satisfies Record<MealType, string>,

  addDialog: {
    title: 'Add a meal',
    description: 'Choose a recipe, the day and the meal.',
    recipe: 'Recipe',
    recipePlaceholder: 'Choose a recipe',
    recipeSearch: 'Search recipes',
    recipeSearchPlaceholder: 'Search recipes...',
    recipeEmpty: 'No recipes match that search.',
    date: 'Date',
    mealType: 'Meal type',
    mealTypePlaceholder: 'Choose a meal type',
    servings: 'Servings',
    servingsHint: 'Leave empty to use the recipe’s own servings. The shopping list scales to it.',
    notes: 'Notes',
    notesPlaceholder: 'Double the garlic, prep the night before...',
    optional: '(optional)',
    add: 'Add',
    adding: 'Adding...',
    cancel: 'Cancel',
  },

  aiDialog: {
    title: 'AI Recommendations',
    description: 'Plan breakfast, lunch and dinner with recipes that respect your diet and allergies.',
    days: 'Days to plan',
    dayOption: (n: number) => `${n} days`,
    startDate: 'Start date',
    dietary: 'Dietary preferences',
    dietaryPlaceholder: 'Add a diet',
    cuisines: 'Cuisine preferences',
    cuisinesPlaceholder: 'Add a cuisine',
    add: 'Add',
    remove: (value: string) => `Remove ${value}`,
    none: 'None yet',
    fromProfile: 'Prefilled from your profile. Add or remove any.',
    generate: 'Generate meal plan',
    recommending: 'Finding recipes that fit...',
    adding: (done: number, total: number) => `Adding meals to your plan (${done} of ${total})...`,
    cancel: 'Cancel',
    addedCount: (n: number, failed: number) => `${n} ${n === 1 ? 'meal was' : 'meals were'} added to your plan.${failed ? ` ${failed} could not be added.` : ''}`,
    // The proposal (issue 13, item 6): nothing is added until the member says so.
    previewTitle: 'Review your meal plan',
    previewDescription: 'Nothing is added until you choose Add to plan. Remove or swap any meal first.',
    onlyEmptySlots: (planned: number) =>
      planned === 0
        ? 'Only empty slots are filled.'
        : `Only empty slots are filled: ${planned === 1 ? 'the meal you already planned stays as it is' : `the ${planned} meals you already planned stay as they are`}.`,
    nothingToPlan: 'Every breakfast, lunch and dinner on these days is already planned, so there is nothing to add.',
    alreadyPlanned: 'Already planned',
    swap: (slot: string, day: string) => `Swap ${slot.toLowerCase()} on ${day}`,
    putBack: 'Put back',
    removed: 'Left out',
    back: 'Back',
    addToPlan: 'Add to plan',
    noneChosen: 'Every meal is left out. Put one back to add it.',
  },

  calories: {
    perServing: (kcal: string) => `${kcal} kcal a serving`,
    unknown: 'Calories not known',
    dayTotal: (kcal: string) => `${kcal} kcal`,
    ofTarget: (kcal: string, target: string) => `${kcal} of ${target} kcal`,
    withoutFigures: (n: number) => `${n} ${n === 1 ? 'meal has' : 'meals have'} no calorie figure`,
    status: { under: 'Under your target', 'on-target': 'Near your target', over: 'Over your target' },
    target: (target: string) => `Your daily target: ${target} kcal`,
    noTarget: 'Set a daily calorie target in your profile to compare each day with it.',
  },
} as const;
