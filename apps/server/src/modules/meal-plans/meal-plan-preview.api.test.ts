import type { MealPlanEntry, MealRecommendations, RecipeDetail } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, requester, sampleRecipe, type TestApp } from '../../../test/helpers';

// Issue 13, item 6: AI recommendations are a proposal for the empty slots, with each recipe's own calories
// per serving and the days' totals against the member's target; only the meals the member accepts are saved.

let t: TestApp;
const recipes: Record<string, RecipeDetail> = {};
const kcalOf = (id: number) => Object.values(recipes).find((r) => r.id === id)?.nutrition?.energyKcal ?? null;

beforeAll(async () => {
  t = await createTestApp();
  const chef = await createMember(t, 'admin');
  const fixtures: [string, Record<string, unknown>][] = [
    [
      'Masala Oats',
      {
        mealTypes: ['Breakfast'],
        servings: 2,
        ingredients: [
          { name: 'rolled oats', quantity: '1', unit: 'cup' },
          { name: 'onion', quantity: '1', unit: '' },
          { name: 'ghee', quantity: '1', unit: 'tbsp' },
        ],
      },
    ],
    [
      'Vegetable Upma',
      {
        mealTypes: ['Breakfast'],
        servings: 3,
        ingredients: [
          { name: 'semolina', quantity: '1', unit: 'cup' },
          { name: 'green peas', quantity: '1/2', unit: 'cup' },
          { name: 'ghee', quantity: '2', unit: 'tbsp' },
        ],
      },
    ],
    // No table has these two foods, so the recipe has no calorie figure at all.
    [
      'Mascarpone Broth Bowl',
      {
        mealTypes: ['Breakfast'],
        servings: 2,
        ingredients: [
          { name: 'mascarpone', quantity: '250', unit: 'g' },
          { name: 'vegetable stock', quantity: '2', unit: 'cup' },
        ],
      },
    ],
    [
      'Greek Salad',
      {
        mealTypes: ['Lunch'],
        servings: 4,
        ingredients: [
          { name: 'cucumber', quantity: '2', unit: '' },
          { name: 'tomato', quantity: '500', unit: 'g' },
          { name: 'olive oil', quantity: '3', unit: 'tbsp' },
          { name: 'feta', quantity: '200', unit: 'g' },
        ],
      },
    ],
    [
      'Dal Tadka',
      {
        mealTypes: ['Lunch', 'Dinner'],
        servings: 4,
        ingredients: [
          { name: 'toor dal', quantity: '1', unit: 'cup' },
          { name: 'tomato', quantity: '2', unit: '' },
          { name: 'ghee', quantity: '2', unit: 'tbsp' },
        ],
      },
    ],
    [
      'Chana Masala',
      {
        mealTypes: ['Lunch', 'Dinner'],
        servings: 4,
        ingredients: [
          { name: 'chickpea', quantity: '2', unit: 'can' },
          { name: 'onion', quantity: '2', unit: '' },
          { name: 'vegetable oil', quantity: '3', unit: 'tbsp' },
        ],
      },
    ],
    [
      'Pasta Pomodoro',
      {
        mealTypes: ['Dinner'],
        cuisine: 'Italian',
        servings: 4,
        ingredients: [
          { name: 'spaghetti', quantity: '400', unit: 'g' },
          { name: 'tomato', quantity: '800', unit: 'g' },
          { name: 'olive oil', quantity: '1/4', unit: 'cup' },
        ],
      },
    ],
  ];
  for (const [title, overrides] of fixtures) {
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: chef.cookie }, payload: sampleRecipe({ title, cuisine: 'Indian', ...overrides }) })
    ).json() as RecipeDetail;
    recipes[title] = (await t.app.inject({ method: 'GET', url: `/api/recipes/${created.id}`, headers: { cookie: chef.cookie } })).json() as RecipeDetail;
  }
});

const as = (cookie: string) => requester(t, cookie);
const plan = (cookie: string, title: string, plannedDate: string, mealType: string) =>
  as(cookie).post('/api/meal-plans', { recipeId: recipes[title]!.id, plannedDate, mealType, notes: null });
const week = async (cookie: string) => (await as(cookie).get('/api/meal-plans?startDate=2027-01-03&endDate=2027-01-09')).json() as MealPlanEntry[];
const propose = async (cookie: string, mealCount = 3) => {
  const response = await as(cookie).post('/api/meal-plans/ai-recommendations', { dietaryPreferences: [], cuisinePreferences: [], mealCount, startDate: '2027-01-03' });
  expect(response.statusCode).toBe(200);
  return response.json() as MealRecommendations;
};

describe('AI recommendations as a proposal', () => {
  it('the fixtures have calorie figures from their nutrition, except the one whose foods no table has', () => {
    expect(kcalOf(recipes['Chana Masala']!.id)).toBeGreaterThan(150);
    expect(kcalOf(recipes['Greek Salad']!.id)).toBeGreaterThan(100);
    expect(recipes['Mascarpone Broth Bowl']!.nutrition).toBeNull();
  });

  it('proposes meals for the empty slots only, and saves nothing', async () => {
    const member = await createMember(t, 'approved');
    await plan(member.cookie, 'Masala Oats', '2027-01-03', 'breakfast');
    await plan(member.cookie, 'Dal Tadka', '2027-01-04', 'dinner');
    const before = await week(member.cookie);

    const proposal = await propose(member.cookie);
    expect(proposal.recommendations).toHaveLength(7);
    const slots = proposal.recommendations.map((r) => `${r.plannedDate} ${r.mealType}`);
    expect(new Set(slots).size).toBe(7);
    expect(slots).not.toContain('2027-01-03 breakfast');
    expect(slots).not.toContain('2027-01-04 dinner');
    expect(proposal.days.map((d) => [d.date, d.plannedSlots])).toEqual([
      ['2027-01-03', ['breakfast']],
      ['2027-01-04', ['dinner']],
      ['2027-01-05', []],
    ]);

    expect(await week(member.cookie)).toEqual(before);
  });

  it("gives each meal and alternative its recipe's calories per serving, and each day's totals with the member's target", async () => {
    const member = await createMember(t, 'approved');
    await as(member.cookie).post('/api/profile', { username: `planner_${Date.now()}`, dailyCalorieTarget: 1800 });
    await plan(member.cookie, 'Mascarpone Broth Bowl', '2027-01-03', 'breakfast');
    await plan(member.cookie, 'Greek Salad', '2027-01-05', 'lunch');

    const proposal = await propose(member.cookie);
    expect(proposal.dailyCalorieTarget).toBe(1800);
    for (const meal of proposal.recommendations) {
      expect(meal.energyKcal, meal.recipe.title).toBe(kcalOf(meal.recipeId));
      expect(meal.notes ?? '').not.toMatch(/kcal|calorie/i);
      expect(meal.alternatives.length).toBeGreaterThan(0);
      for (const alternative of meal.alternatives) {
        expect(alternative.energyKcal, alternative.recipe.title).toBe(kcalOf(alternative.recipeId));
        expect(alternative.recipeId).not.toBe(meal.recipeId);
      }
    }
    const first = proposal.days.find((d) => d.date === '2027-01-03')!;
    const proposedFirst = proposal.recommendations.filter((r) => r.plannedDate === '2027-01-03');
    const proposedKcal = proposedFirst.reduce((sum, r) => sum + (r.energyKcal ?? 0), 0);
    expect(first).toEqual({
      date: '2027-01-03',
      plannedSlots: ['breakfast'],
      plannedKcal: 0, // the planned bowl has no figure: it is counted as unknown, not as zero calories
      plannedWithoutKcal: 1,
      proposedKcal,
      proposedWithoutKcal: proposedFirst.filter((r) => r.energyKcal === null).length,
      totalKcal: proposedKcal,
    });
    const third = proposal.days.find((d) => d.date === '2027-01-05')!;
    const proposedThird = proposal.recommendations.filter((r) => r.plannedDate === '2027-01-05').reduce((sum, r) => sum + (r.energyKcal ?? 0), 0);
    expect(third.plannedKcal).toBe(kcalOf(recipes['Greek Salad']!.id));
    expect(third.totalKcal).toBe(third.plannedKcal + proposedThird);

    // The planner's own entries carry the same figures, for its daily totals.
    const entries = await week(member.cookie);
    expect(entries.map((e) => [e.recipe?.title, e.energyKcal])).toEqual([
      ['Mascarpone Broth Bowl', null],
      ['Greek Salad', kcalOf(recipes['Greek Salad']!.id)],
    ]);
  });

  it('saves exactly the meals the member accepts, a swapped one included, and proposes only what is still empty', async () => {
    const member = await createMember(t, 'approved');
    const proposal = await propose(member.cookie);
    expect(proposal.recommendations).toHaveLength(9);
    const [kept, swapped] = proposal.recommendations;
    const swapIn = swapped!.alternatives[0]!;
    for (const meal of [kept!, { ...swapped!, recipeId: swapIn.recipeId }]) {
      const response = await as(member.cookie).post('/api/meal-plans', { recipeId: meal.recipeId, plannedDate: meal.plannedDate, mealType: meal.mealType, notes: meal.notes });
      expect(response.statusCode).toBe(201);
    }
    const saved = await week(member.cookie);
    expect(saved.map((e) => [e.plannedDate.slice(0, 10), e.mealType, e.recipeId])).toEqual(
      expect.arrayContaining([
        [kept!.plannedDate, kept!.mealType, kept!.recipeId],
        [swapped!.plannedDate, swapped!.mealType, swapIn.recipeId],
      ]),
    );
    expect(saved).toHaveLength(2);

    const next = await propose(member.cookie);
    expect(next.recommendations).toHaveLength(7);
    for (const meal of [kept!, swapped!]) expect(next.recommendations.some((r) => r.plannedDate === meal.plannedDate && r.mealType === meal.mealType)).toBe(false);
  });

  it('proposes nothing when every slot is already planned', async () => {
    const member = await createMember(t, 'approved');
    for (const date of ['2027-01-03', '2027-01-04', '2027-01-05']) {
      await plan(member.cookie, 'Vegetable Upma', date, 'breakfast');
      await plan(member.cookie, 'Greek Salad', date, 'lunch');
      await plan(member.cookie, 'Pasta Pomodoro', date, 'dinner');
    }
    const proposal = await propose(member.cookie);
    expect(proposal.recommendations).toEqual([]);
    const dayKcal = (kcalOf(recipes['Vegetable Upma']!.id) ?? 0) + (kcalOf(recipes['Greek Salad']!.id) ?? 0) + (kcalOf(recipes['Pasta Pomodoro']!.id) ?? 0);
    expect(proposal.days.map((d) => d.totalKcal)).toEqual([dayKcal, dayKcal, dayKcal]);
    expect(await week(member.cookie)).toHaveLength(9);
  });
});
