import type { Language } from '@/i18n/languages';
import { getLanguage, localeTag } from '@/i18n/runtime';
import type { MealPlanEntry, MealRecommendation, MealRecommendationDay, MealRecommendations } from '@hearth/contracts';
import type { MealType } from './week';

/**
 * Calories in the planner and the AI proposal: figures per serving come from each recipe's nutrition (never
 * estimated here), days are summed, and a day is compared with the member's daily target. Pure functions,
 * unit-tested.
 */

export type RecommendedRecipe = Pick<MealRecommendation, 'recipeId' | 'recipe' | 'energyKcal'>;

/** One proposed meal as the member edits it: the recipe chosen (the pick or an alternative), or left out. */
export interface ProposedMeal {
  /** 'YYYY-MM-DD mealType': one proposed meal per slot. */
  key: string;
  plannedDate: string;
  mealType: MealType;
  notes: string | null;
  choice: RecommendedRecipe;
  /** The pick first, then its alternatives: what the member may swap between. */
  options: RecommendedRecipe[];
  removed: boolean;
}

const recipeOf = ({ recipeId, recipe, energyKcal }: RecommendedRecipe): RecommendedRecipe => ({ recipeId, recipe, energyKcal });

export function proposalFrom(recommendations: MealRecommendations['recommendations']): ProposedMeal[] {
  return recommendations.map((meal) => ({
    key: `${meal.plannedDate} ${meal.mealType}`,
    plannedDate: meal.plannedDate,
    mealType: meal.mealType,
    notes: meal.notes,
    choice: recipeOf(meal),
    options: [recipeOf(meal), ...meal.alternatives.map(recipeOf)],
    removed: false,
  }));
}

/** Puts another of the slot's options in; an id that is not one of them changes nothing. */
export function swapMeal(meals: readonly ProposedMeal[], key: string, recipeId: number): ProposedMeal[] {
  return meals.map((meal) => {
    const option = meal.key === key ? meal.options.find((o) => o.recipeId === recipeId) : undefined;
    return option ? { ...meal, choice: option, removed: false } : meal;
  });
}

export function setRemoved(meals: readonly ProposedMeal[], key: string, removed: boolean): ProposedMeal[] {
  return meals.map((meal) => (meal.key === key ? { ...meal, removed } : meal));
}

export const acceptedMeals = (meals: readonly ProposedMeal[]) => meals.filter((meal) => !meal.removed);

/** The planner's note ('AI pick: Mexican dinner') describes its own pick; a swapped-in recipe gets none. */
export const notesFor = (meal: ProposedMeal): string | null => (meal.choice.recipeId === meal.options[0]?.recipeId ? meal.notes : null);

export interface DayCalories {
  date: string;
  /** Known calories (per serving) of the day's meals. */
  kcal: number;
  /** Meals that day whose calories are not known: left out of `kcal`, and said so. */
  withoutKcal: number;
}

/** A day of the proposal as edited: what was already planned plus the meals still accepted. */
export function proposalDayCalories(day: MealRecommendationDay, meals: readonly ProposedMeal[]): DayCalories {
  const accepted = acceptedMeals(meals).filter((meal) => meal.plannedDate === day.date);
  return {
    date: day.date,
    kcal: day.plannedKcal + accepted.reduce((sum, meal) => sum + (meal.choice.energyKcal ?? 0), 0),
    withoutKcal: day.plannedWithoutKcal + accepted.filter((meal) => meal.choice.energyKcal === null).length,
  };
}

/** The planner's days: the sum of each day's planned meals, one serving each. */
export function plannedDayCalories(entries: readonly MealPlanEntry[]): Map<string, DayCalories> {
  const days = new Map<string, DayCalories>();
  for (const entry of entries) {
    const date = entry.plannedDate.slice(0, 10);
    const day = days.get(date) ?? { date, kcal: 0, withoutKcal: 0 };
    if (entry.energyKcal === null) day.withoutKcal += 1;
    else day.kcal += entry.energyKcal;
    days.set(date, day);
  }
  return days;
}

/** Within 10% of the target counts as on target; the share is for a bar, capped at 100%. */
const ON_TARGET = 0.1;

export type TargetStatus = 'under' | 'on-target' | 'over';

export function againstTarget(kcal: number, target: number): { status: TargetStatus; percent: number } {
  const ratio = kcal / target;
  const status: TargetStatus = ratio > 1 + ON_TARGET ? 'over' : ratio < 1 - ON_TARGET ? 'under' : 'on-target';
  return { status, percent: Math.min(100, Math.round(ratio * 100)) };
}

/** Grouped as the reader's language writes numbers ('1,234', '1.234', Indian '1,23,456'). */
export const formatKcal = (kcal: number, language: Language = getLanguage()) => Math.round(kcal).toLocaleString(localeTag(language));
