import { planMealsInputSchema, planMealsOutputSchema, type PlanMealsInput, type PlanMealsOutput } from '@hearth/contracts';
import { defineTask } from '../../task';

/** Share of the day's calories each slot aims for when a target is set. */
const CALORIE_SHARE: Record<string, number> = { breakfast: 0.25, lunch: 0.35, dinner: 0.4, snack: 0.1 };

/**
 * The built-in meal planner (docs/decisions/0013-planning.md). Greedy, day by day and slot by slot:
 * each candidate that fits the slot is scored for quality, the member's cuisines, variety (cuisine
 * and main ingredient not repeated the same day or the day before, a recipe not repeated within
 * three days) and closeness to the slot's share of the calorie target; the best is taken.
 */
export function planMeals(input: PlanMealsInput): PlanMealsOutput {
  const picks: PlanMealsOutput['picks'] = [];
  const history: { day: number; recipeId: number; cuisine: string | null; main: string | null }[] = [];
  input.days.forEach((date, dayIndex) => {
    for (const slot of input.slots) {
      const fitting = input.candidates.filter((c) => c.slots.includes(slot));
      let best: { score: number; candidate: (typeof fitting)[number] } | null = null;
      for (const candidate of fitting) {
        const recent = history.filter((h) => dayIndex - h.day <= 1);
        let score = candidate.quality;
        if (candidate.cuisine && input.preferredCuisines.includes(candidate.cuisine)) score += 1;
        if (history.some((h) => h.recipeId === candidate.id && dayIndex - h.day < 3)) score -= 6;
        if (history.some((h) => h.recipeId === candidate.id)) score -= 1.5;
        if (candidate.cuisine && recent.some((h) => h.cuisine === candidate.cuisine)) score -= 0.8;
        if (candidate.mainIngredient && recent.some((h) => h.main === candidate.mainIngredient)) score -= 1;
        if (input.dailyCalorieTarget && candidate.energyKcal) {
          const aim = input.dailyCalorieTarget * (CALORIE_SHARE[slot] ?? 0.3);
          score -= Math.min(2, Math.abs(candidate.energyKcal - aim) / aim) * 1.5;
        }
        // Deterministic tie-break: lower id first.
        if (!best || score > best.score || (score === best.score && candidate.id < best.candidate.id)) best = { score, candidate };
      }
      if (!best) continue;
      const chosen = best.candidate;
      history.push({ day: dayIndex, recipeId: chosen.id, cuisine: chosen.cuisine, main: chosen.mainIngredient });
      const kcal = chosen.energyKcal ? ` (about ${Math.round(chosen.energyKcal)} kcal)` : '';
      picks.push({ date, mealType: slot, recipeId: chosen.id, note: `AI pick: ${chosen.cuisine ?? 'home'} ${slot}${kcal}` });
    }
  });
  return { picks };
}

export const planMealsTask = defineTask({
  name: 'plan-meals',
  input: planMealsInputSchema,
  output: planMealsOutputSchema,
  instructions: [
    'You plan a week of home meals.',
    'For every day and slot, pick exactly one candidate id whose slots include that slot; never invent ids.',
    'Vary cuisines and main ingredients across days, prefer the preferred cuisines and higher quality,',
    'and keep each day near the daily calorie target when one is given. Notes are one short sentence.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => input,
  builtin: planMeals,
  check: picksBreakingRules,
});

/**
 * Picks are used only if every one is a real candidate for its slot and day: candidates already obey
 * the member's diet and allergies, so an invented or misplaced id is the only way to break them.
 */
export function picksBreakingRules(input: PlanMealsInput, output: PlanMealsOutput): string[] {
  const byId = new Map(input.candidates.map((c) => [c.id, c]));
  return output.picks
    .filter((p) => !input.days.includes(p.date) || !byId.get(p.recipeId)?.slots.includes(p.mealType))
    .map((p) => `recipe ${p.recipeId} is not a candidate for ${p.mealType} on ${p.date}`);
}
