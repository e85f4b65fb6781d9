import type { MealPlanEntry, RecipeDetail, ShoppingList } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, sampleRecipe, type TestApp, requester } from '../../../test/helpers';

let t: TestApp;
let cook: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
const recipes: Record<string, RecipeDetail> = {};
beforeAll(async () => {
  t = await createTestApp();
  const chef = await createMember(t, 'admin');
  cook = await createMember(t, 'approved');
  other = await createMember(t, 'approved');
  const fixtures: [string, Record<string, unknown>][] = [
    [
      'Masala Oats',
      {
        mealTypes: ['Breakfast'],
        cuisine: 'Indian',
        servings: 2,
        ingredients: [
          { name: 'rolled oats', quantity: '1', unit: 'cup' },
          { name: 'onion', quantity: '1', unit: '' },
          { name: 'ghee', quantity: '1', unit: 'tbsp' },
        ],
      },
    ],
    [
      'Poha',
      {
        mealTypes: ['Breakfast'],
        cuisine: 'Indian',
        servings: 2,
        ingredients: [
          { name: 'poha', quantity: '2', unit: 'cup' },
          { name: 'onion', quantity: '1', unit: '' },
          { name: 'peanut', quantity: '2', unit: 'tbsp' },
        ],
      },
    ],
    [
      'Greek Salad',
      {
        mealTypes: ['Lunch'],
        cuisine: 'Mediterranean',
        servings: 4,
        ingredients: [
          { name: 'cucumber', quantity: '2', unit: '' },
          { name: 'tomato', quantity: '500', unit: 'g' },
          { name: 'olive oil', quantity: '3', unit: 'tbsp' },
        ],
      },
    ],
    [
      'Dal Tadka',
      {
        mealTypes: ['Lunch', 'Dinner'],
        cuisine: 'Indian',
        servings: 4,
        ingredients: [
          { name: 'toor dal', quantity: '1', unit: 'cup' },
          { name: 'tomato', quantity: '1', unit: 'kg' },
          { name: 'ghee', quantity: '2', unit: 'tbsp' },
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
    [
      'Cashew Curry',
      {
        mealTypes: ['Dinner'],
        cuisine: 'Indian',
        servings: 4,
        ingredients: [
          { name: 'cashew', quantity: '1', unit: 'cup' },
          { name: 'onion', quantity: '2', unit: '' },
        ],
      },
    ],
  ];
  for (const [title, overrides] of fixtures) {
    recipes[title] = (await t.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: chef.cookie }, payload: sampleRecipe({ title, ...overrides }) })).json();
  }
});

const as = (cookie: string) => requester(t, cookie);
const plan = (cookie: string, title: string, plannedDate: string, mealType: string, extra: object = {}) =>
  as(cookie).post('/api/meal-plans', { recipeId: recipes[title]!.id, plannedDate, mealType, notes: null, ...extra });

describe('the meal planner', () => {
  it('plans, lists by week and deletes; a member sees and changes only their own plan', async () => {
    const created = await plan(cook.cookie, 'Poha', '2026-11-22', 'breakfast', { notes: 'extra lemon' });
    expect(created.statusCode).toBe(201);
    const entry = created.json() as MealPlanEntry;
    expect(entry).toMatchObject({ plannedDate: '2026-11-22', mealType: 'breakfast', notes: 'extra lemon', recipe: { title: 'Poha' } });
    await plan(cook.cookie, 'Dal Tadka', '2026-11-29', 'dinner');

    const week = (await as(cook.cookie).get('/api/meal-plans?startDate=2026-11-22&endDate=2026-11-28')).json() as MealPlanEntry[];
    expect(week.map((e) => e.recipe?.title)).toEqual(['Poha']);
    expect((await as(other.cookie).get('/api/meal-plans?startDate=2026-11-22&endDate=2026-11-28')).json()).toEqual([]);
    expect((await as(other.cookie).delete(`/api/meal-plans/${entry.id}`)).statusCode).toBe(404);
    expect((await as(cook.cookie).delete(`/api/meal-plans/${entry.id}`)).statusCode).toBe(204);
    expect((await as(cook.cookie).get('/api/meal-plans?startDate=2026-11-22&endDate=2026-11-28')).json()).toEqual([]);
  });

  it('needs a date and a recipe; the meal type defaults to breakfast', async () => {
    expect((await as(cook.cookie).post('/api/meal-plans', { plannedDate: '2026-11-23' })).json().message).toBe('A recipe is required');
    expect((await as(cook.cookie).post('/api/meal-plans', { recipeId: recipes.Poha!.id, plannedDate: '23/11/2026' })).statusCode).toBe(400);
    const defaulted = await as(cook.cookie).post('/api/meal-plans', { recipeId: recipes.Poha!.id, plannedDate: '2026-11-23' });
    expect(defaulted.json().mealType).toBe('breakfast');
  });

  it('cannot plan a recipe the member may not see', async () => {
    const hidden = (await as(other.cookie).post('/api/recipes', sampleRecipe({ title: 'Pending Paratha' }))).json() as RecipeDetail;
    expect((await as(cook.cookie).post('/api/meal-plans', { recipeId: hidden.id, plannedDate: '2026-11-24' })).statusCode).toBe(404);
  });
});

describe('the shopping list', () => {
  it("merges the week's ingredients, scales by servings, converts units and groups by category", async () => {
    const shopper = await createMember(t, 'approved');
    await plan(shopper.cookie, 'Dal Tadka', '2026-12-06', 'lunch'); // 1 kg tomato, 2 tbsp ghee, 4 servings
    await plan(shopper.cookie, 'Pasta Pomodoro', '2026-12-07', 'dinner', { servings: 8 }); // doubled: 1.6 kg tomato, 1/2 cup oil
    await plan(shopper.cookie, 'Greek Salad', '2026-12-08', 'lunch'); // 500 g tomato, 3 tbsp oil
    await plan(shopper.cookie, 'Poha', '2026-12-20', 'breakfast'); // another week: not included
    const list = (await as(shopper.cookie).get('/api/shopping-list?weekStart=2026-12-06')).json() as ShoppingList;
    expect(list).toMatchObject({ weekStart: '2026-12-06', weekEnd: '2026-12-12' });
    const items = list.groups.flatMap((g) => g.items.map((i) => ({ ...i, group: g.category })));
    const tomato = items.find((i) => i.key === 'tomato')!;
    expect(tomato).toMatchObject({ amount: '3.1 kg', group: 'Vegetables', recipes: ['Dal Tadka', 'Greek Salad', 'Pasta Pomodoro'] });
    expect(items.find((i) => i.key === 'olive oil')!.amount).toBe('⅔ cup'); // 165 ml
    expect(items.find((i) => i.key === 'spaghetti')!.amount).toBe('800 g');
    expect(items.some((i) => i.key === 'poha')).toBe(false);
  });

  it('keeps ticked items ticked', async () => {
    const shopper = await createMember(t, 'approved');
    await plan(shopper.cookie, 'Greek Salad', '2026-12-13', 'lunch');
    expect((await as(shopper.cookie).post('/api/shopping-list/checks', { weekStart: '2026-12-13', itemKey: 'cucumber', checked: true })).statusCode).toBe(204);
    const list = (await as(shopper.cookie).get('/api/shopping-list?weekStart=2026-12-13')).json() as ShoppingList;
    const items = list.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.key === 'cucumber')!.checked).toBe(true);
    expect(items.find((i) => i.key === 'tomato')!.checked).toBe(false);
    await as(shopper.cookie).post('/api/shopping-list/checks', { weekStart: '2026-12-13', itemKey: 'cucumber', checked: false });
    expect(
      ((await as(shopper.cookie).get('/api/shopping-list?weekStart=2026-12-13')).json() as ShoppingList).groups.flatMap((g) => g.items).find((i) => i.key === 'cucumber')!.checked,
    ).toBe(false);
  });
});

describe('AI recommendations', () => {
  it("fills every slot of every day with a recipe of that meal type, never one with the member's allergen", async () => {
    const allergic = await createMember(t, 'approved');
    await as(allergic.cookie).post('/api/profile', { username: `nutfree_${Date.now()}`, allergies: ['Nuts'], favoriteCuisines: ['Indian'], dailyCalorieTarget: 2000 });
    const response = await as(allergic.cookie).post('/api/meal-plans/ai-recommendations', {
      dietaryPreferences: [],
      cuisinePreferences: [],
      mealCount: 3,
      startDate: '2026-11-22',
    });
    expect(response.statusCode).toBe(200);
    const { recommendations, source } = response.json();
    expect(source).toBe('builtin');
    expect(recommendations).toHaveLength(9);
    const mealTypesOf = Object.fromEntries(Object.values(recipes).map((r) => [r.id, r.mealTypes]));
    for (const rec of recommendations) {
      expect(['2026-11-22', '2026-11-23', '2026-11-24']).toContain(rec.plannedDate);
      const wanted = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' }[rec.mealType as 'breakfast' | 'lunch' | 'dinner'];
      expect(mealTypesOf[rec.recipeId]).toContain(wanted);
      expect(rec.recipe.title).not.toMatch(/Poha|Cashew/); // peanuts and cashews are Nuts
    }
    // Variety: consecutive days do not repeat the same dinner.
    const dinners = recommendations.filter((r: { mealType: string }) => r.mealType === 'dinner').map((r: { recipeId: number }) => r.recipeId);
    expect(dinners[0]).not.toBe(dinners[1]);
  });

  it('only 3, 5 or 7 days', async () => {
    const response = await as(cook.cookie).post('/api/meal-plans/ai-recommendations', { dietaryPreferences: [], cuisinePreferences: [], mealCount: 4, startDate: '2026-11-22' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose 3, 5 or 7 days');
  });
});
