import type { PlanMealsInput } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { alternativesFor, picksBreakingRules, planMeals } from './task';

const candidate = (id: number, slots: PlanMealsInput['slots'], energyKcal: number | null, quality = 3, cuisine = 'Indian') => ({
  id,
  title: `Recipe ${id}`,
  cuisine,
  slots,
  mainIngredient: null,
  energyKcal,
  quality,
});

const input = (overrides: Partial<PlanMealsInput> = {}): PlanMealsInput => ({
  days: ['2027-01-03', '2027-01-04'],
  slots: ['breakfast', 'lunch', 'dinner'],
  filled: [],
  dailyCalorieTarget: 2000,
  preferredCuisines: [],
  candidates: [
    candidate(1, ['breakfast'], 450),
    candidate(2, ['breakfast'], 300),
    candidate(3, ['lunch'], 700),
    candidate(4, ['lunch', 'dinner'], 650),
    candidate(5, ['dinner'], 800),
    candidate(6, ['dinner'], null, 4.5),
  ],
  ...overrides,
});

describe('the built-in meal planner', () => {
  it('leaves the slots the member has already planned alone', () => {
    const { picks } = planMeals(
      input({
        filled: [
          { date: '2027-01-03', mealType: 'breakfast' },
          { date: '2027-01-04', mealType: 'dinner' },
        ],
      }),
    );
    const slots = picks.map((p) => `${p.date} ${p.mealType}`);
    expect(slots).toEqual(['2027-01-03 lunch', '2027-01-03 dinner', '2027-01-04 breakfast', '2027-01-04 lunch']);
  });

  it('writes no calorie figure into its notes', () => {
    for (const pick of planMeals(input()).picks) expect(pick.note).not.toMatch(/kcal|calorie/i);
  });

  it('offers alternatives for a slot that fit it, best first, never the pick or another meal of that day', () => {
    const plan = input();
    const dinner = { date: '2027-01-03', mealType: 'dinner' as const, recipeId: 5, note: null };
    expect(alternativesFor(plan, dinner, [1, 4, 5], [], 3)).toEqual([6]);
    expect(alternativesFor(plan, dinner, [5], [], 3)).toEqual([6, 4]);
    expect(alternativesFor(plan, dinner, [5], [], 1)).toEqual([6]);
    // A meal picked the day before or after still comes, but last.
    expect(alternativesFor(plan, dinner, [5], [6], 3)).toEqual([4, 6]);
  });
});

describe('the check on every planner answer', () => {
  it('refuses a pick for a slot already planned, and a note that states calories', () => {
    const plan = input({ filled: [{ date: '2027-01-03', mealType: 'breakfast' }] });
    expect(picksBreakingRules(plan, { picks: [{ date: '2027-01-03', mealType: 'breakfast', recipeId: 1, note: null }] })).toEqual(['breakfast on 2027-01-03 is already planned']);
    expect(picksBreakingRules(plan, { picks: [{ date: '2027-01-04', mealType: 'lunch', recipeId: 3, note: 'A light lunch, about 350 kcal' }] })).toEqual([
      'the note for lunch on 2027-01-04 states calories',
    ]);
    expect(picksBreakingRules(plan, { picks: [{ date: '2027-01-04', mealType: 'lunch', recipeId: 5, note: null }] })).toEqual([
      'recipe 5 is not a candidate for lunch on 2027-01-04',
    ]);
    expect(picksBreakingRules(plan, { picks: [{ date: '2027-01-04', mealType: 'lunch', recipeId: 3, note: 'Bright and fresh.' }] })).toEqual([]);
  });
});
