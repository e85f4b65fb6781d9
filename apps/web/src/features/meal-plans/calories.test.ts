import type { MealPlanEntry, MealRecommendations } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { acceptedMeals, againstTarget, notesFor, plannedDayCalories, proposalDayCalories, proposalFrom, setRemoved, swapMeal } from './calories';

const card = (id: number, energyKcal: number | null) => ({ recipeId: id, recipe: { id, title: `Recipe ${id}`, imageUrl: null, cuisine: 'Indian' }, energyKcal });

const answer: MealRecommendations = {
  source: 'builtin',
  dailyCalorieTarget: 2000,
  recommendations: [
    { ...card(1, 400), plannedDate: '2027-01-03', mealType: 'lunch', notes: 'AI pick: Indian lunch', alternatives: [card(2, 650), card(3, null)] },
    { ...card(4, 700), plannedDate: '2027-01-03', mealType: 'dinner', notes: null, alternatives: [] },
    { ...card(5, null), plannedDate: '2027-01-04', mealType: 'breakfast', notes: null, alternatives: [card(6, 300)] },
  ],
  days: [
    { date: '2027-01-03', plannedSlots: ['breakfast'], plannedKcal: 350, plannedWithoutKcal: 0, proposedKcal: 1100, proposedWithoutKcal: 0, totalKcal: 1450 },
    { date: '2027-01-04', plannedSlots: ['lunch', 'dinner'], plannedKcal: 900, plannedWithoutKcal: 1, proposedKcal: 0, proposedWithoutKcal: 1, totalKcal: 900 },
  ],
};

describe('the AI proposal as the member edits it', () => {
  it('starts with every meal accepted and matches the server’s day totals', () => {
    const meals = proposalFrom(answer.recommendations);
    expect(meals.map((m) => m.key)).toEqual(['2027-01-03 lunch', '2027-01-03 dinner', '2027-01-04 breakfast']);
    expect(meals[0]!.options.map((o) => o.recipeId)).toEqual([1, 2, 3]);
    expect(answer.days.map((day) => proposalDayCalories(day, meals))).toEqual([
      { date: '2027-01-03', kcal: 1450, withoutKcal: 0 },
      { date: '2027-01-04', kcal: 900, withoutKcal: 2 },
    ]);
  });

  it('recounts a day when a meal is swapped or left out, and adds only what is still accepted', () => {
    let meals = proposalFrom(answer.recommendations);
    meals = swapMeal(meals, '2027-01-03 lunch', 2);
    expect(proposalDayCalories(answer.days[0]!, meals)).toEqual({ date: '2027-01-03', kcal: 350 + 650 + 700, withoutKcal: 0 });
    meals = swapMeal(meals, '2027-01-03 lunch', 3);
    expect(proposalDayCalories(answer.days[0]!, meals)).toEqual({ date: '2027-01-03', kcal: 350 + 700, withoutKcal: 1 });
    // Only the slot's own options can be swapped in.
    expect(swapMeal(meals, '2027-01-03 dinner', 2)).toEqual(meals);
    meals = setRemoved(meals, '2027-01-03 dinner', true);
    expect(proposalDayCalories(answer.days[0]!, meals).kcal).toBe(350);
    expect(acceptedMeals(meals).map((m) => [m.key, m.choice.recipeId])).toEqual([
      ['2027-01-03 lunch', 3],
      ['2027-01-04 breakfast', 5],
    ]);
    meals = setRemoved(meals, '2027-01-03 dinner', false);
    expect(acceptedMeals(meals)).toHaveLength(3);
  });

  it("keeps the planner's note only on its own pick", () => {
    let meals = proposalFrom(answer.recommendations);
    expect(notesFor(meals[0]!)).toBe('AI pick: Indian lunch');
    meals = swapMeal(meals, '2027-01-03 lunch', 2);
    expect(notesFor(meals[0]!)).toBeNull();
    meals = swapMeal(meals, '2027-01-03 lunch', 1);
    expect(notesFor(meals[0]!)).toBe('AI pick: Indian lunch');
  });
});

describe('calories in the planner', () => {
  const entry = (id: number, plannedDate: string, energyKcal: number | null) =>
    ({ id, recipeId: id, plannedDate, mealType: 'lunch', notes: null, servings: null, recipe: null, energyKcal }) satisfies MealPlanEntry;

  it('sums each day’s meals and counts the ones without a figure apart', () => {
    const days = plannedDayCalories([entry(1, '2027-01-03', 500), entry(2, '2027-01-03', null), entry(3, '2027-01-03', 650), entry(4, '2027-01-05', 300)]);
    expect([...days.values()]).toEqual([
      { date: '2027-01-03', kcal: 1150, withoutKcal: 1 },
      { date: '2027-01-05', kcal: 300, withoutKcal: 0 },
    ]);
  });

  it('compares a day with the target: within 10% is near it', () => {
    expect(againstTarget(1000, 2000)).toEqual({ status: 'under', percent: 50 });
    expect(againstTarget(1850, 2000)).toEqual({ status: 'on-target', percent: 93 });
    expect(againstTarget(2200, 2000)).toEqual({ status: 'on-target', percent: 100 });
    expect(againstTarget(2500, 2000)).toEqual({ status: 'over', percent: 100 });
  });
});
