import { planMealsInputSchema, planMealsOutputSchema, type PlanMealsInput, type PlanMealsOutput } from '@hearth/contracts';
import { defineTask } from '../../task';

/** Share of the day's calories each slot aims for when a target is set. */
const CALORIE_SHARE: Record<string, number> = { breakfast: 0.25, lunch: 0.35, dinner: 0.4, snack: 0.1 };

/** Larger than any other difference in score, so a meal picked the day before or after comes last. */
const REPEAT_NEARBY = 10;

const isFilled = (input: PlanMealsInput, date: string, slot: string) => input.filled.some((f) => f.date === date && f.mealType === slot);

/** How far a serving is from the slot's share of the daily target (0 without a target or a figure). */
function caloriePenalty(input: PlanMealsInput, slot: string, energyKcal: number | null): number {
  if (!input.dailyCalorieTarget || !energyKcal) return 0;
  const aim = input.dailyCalorieTarget * (CALORIE_SHARE[slot] ?? 0.3);
  return Math.min(2, Math.abs(energyKcal - aim) / aim) * 1.5;
}

/**
 * Other candidates for a picked slot, best first, for the member to swap in: they fit the slot and are not
 * already eaten that day (`sameDay`); ranked by quality, the member's cuisines and the calorie target, with
 * meals picked on the days either side (`nearby`) last, as the planner itself avoids repeating them.
 */
export function alternativesFor(input: PlanMealsInput, pick: PlanMealsOutput['picks'][number], sameDay: readonly number[], nearby: readonly number[], count: number): number[] {
  return input.candidates
    .filter((c) => c.slots.includes(pick.mealType) && c.id !== pick.recipeId && !sameDay.includes(c.id))
    .map((c) => ({
      id: c.id,
      score:
        c.quality +
        (c.cuisine && input.preferredCuisines.includes(c.cuisine) ? 1 : 0) -
        caloriePenalty(input, pick.mealType, c.energyKcal) -
        (nearby.includes(c.id) ? REPEAT_NEARBY : 0),
    }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, count)
    .map((c) => c.id);
}

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
      if (isFilled(input, date, slot)) continue;
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
        score -= caloriePenalty(input, slot, candidate.energyKcal);
        // Deterministic tie-break: lower id first.
        if (!best || score > best.score || (score === best.score && candidate.id < best.candidate.id)) best = { score, candidate };
      }
      if (!best) continue;
      const chosen = best.candidate;
      history.push({ day: dayIndex, recipeId: chosen.id, cuisine: chosen.cuisine, main: chosen.mainIngredient });
      // Calories are not written into the note: the planner shows the recipe's own figure, which stays current.
      picks.push({ date, mealType: slot, recipeId: chosen.id, note: `AI pick: ${chosen.cuisine ?? 'home'} ${slot}` });
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
    'For every day and slot that is not in "filled", pick exactly one candidate id whose slots include that slot; never invent ids.',
    'Leave the filled slots alone: the member has already planned them.',
    'Vary cuisines and main ingredients across days, prefer the preferred cuisines and higher quality,',
    'and keep each day near the daily calorie target when one is given. Notes are one short sentence',
    'and never state calories: the planner shows each recipe’s own figure.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  data: (input) => input,
  builtin: planMeals,
  check: picksBreakingRules,
});

// A calorie figure in a note would be the model's guess; the recipe's own figure is shown instead.
const CALORIE_CLAIM = /\b(k?cals?|kilocalories|calories)\b/i;

/**
 * Picks are used only if every one is a real candidate for its slot and day: candidates already obey
 * the member's diet and allergies, so an invented or misplaced id is the only way to break them. A pick
 * for a slot the member has already planned, or a note that states calories, is refused too.
 */
export function picksBreakingRules(input: PlanMealsInput, output: PlanMealsOutput): string[] {
  const byId = new Map(input.candidates.map((c) => [c.id, c]));
  return output.picks.flatMap((p) => {
    if (!input.days.includes(p.date) || !byId.get(p.recipeId)?.slots.includes(p.mealType)) return [`recipe ${p.recipeId} is not a candidate for ${p.mealType} on ${p.date}`];
    if (isFilled(input, p.date, p.mealType)) return [`${p.mealType} on ${p.date} is already planned`];
    if (p.note && CALORIE_CLAIM.test(p.note)) return [`the note for ${p.mealType} on ${p.date} states calories`];
    return [];
  });
}
