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
    description: 'Choose a recipe and when you will cook it.',
    recipe: 'Recipe',
    recipePlaceholder: 'Choose a recipe',
    recipeSearch: 'Search recipes',
    recipeSearchPlaceholder: 'Search recipes...',
    recipeEmpty: 'No recipes match that search.',
    date: 'Date',
    mealType: 'Meal type',
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
  },
} as const;
