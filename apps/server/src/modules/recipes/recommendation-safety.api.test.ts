import { ALLERGIES, PROFILE_PRIMARY_DIETS, type RecipeCard, type RecipeDetail } from '@hearth/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, sampleRecipe, type TestApp } from '../../../test/helpers';
import { FOODS } from '../../ai/knowledge/catalog';
import { allergensOf, dietsOf } from '../../ai/knowledge/lookup';

/**
 * Curated must never show a member's allergen or break their diet (issue 6), whatever the recipes
 * and profiles. Recipes are drawn at random from the food knowledge (plus names it does not know),
 * then many random profiles ask for Curated and every answer is checked against the knowledge.
 */
const DIET_KEY: Record<string, 'vegetarian' | 'vegan' | 'pescatarian' | 'eggetarian' | 'jain' | undefined> = {
  Vegetarian: 'vegetarian',
  Vegan: 'vegan',
  Pescatarian: 'pescatarian',
  Eggetarian: 'eggetarian',
  Jain: 'jain',
};

const foodNames = FOODS.map((f) => f.name);
const ingredientName = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...foodNames) },
  { weight: 1, arbitrary: fc.constantFrom('mystery spice mix', 'grandma sauce', 'zorblax') },
);
const randomRecipe = fc.record({
  ingredients: fc.uniqueArray(ingredientName, { minLength: 1, maxLength: 6 }),
  cuisine: fc.constantFrom('Indian', 'Thai', 'Italian', 'Mexican'),
  mealTypes: fc.subarray(['Breakfast', 'Lunch', 'Dinner'], { minLength: 1 }),
  visibility: fc.constantFrom('public', 'public', 'public', 'private'),
});

let t: TestApp;
let member: { cookie: string };
const ingredientsOf = new Map<number, string[]>();
const privateIds = new Set<number>();

beforeAll(async () => {
  t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
  const kitchen = await createMember(t, 'admin');
  member = await createMember(t, 'approved');
  const recipes = fc.sample(randomRecipe, { numRuns: 24, seed: 20261121 });
  for (const [index, r] of recipes.entries()) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: kitchen.cookie },
      payload: sampleRecipe({
        title: `Random dish ${index + 1}`,
        cuisine: r.cuisine,
        mealTypes: r.mealTypes,
        visibility: r.visibility,
        ingredients: r.ingredients.map((name) => ({ name, quantity: '1', unit: 'cup' })),
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    ingredientsOf.set((response.json() as RecipeDetail).id, r.ingredients);
    if (r.visibility === 'private') privateIds.add((response.json() as RecipeDetail).id);
  }
}, 120_000);

/** Checks one recipe against the member's avoided allergens and diet, using the knowledge directly. */
function assertSafe(id: number, title: string, avoided: Set<string>, diet: string | undefined) {
  const names = ingredientsOf.get(id);
  if (!names) return;
  const report = allergensOf(names);
  for (const allergen of avoided) {
    expect(report.allergens.includes(allergen as never) || report.mayContain.includes(allergen as never), `${title} has ${allergen}`).toBe(false);
  }
  if (avoided.size) expect(report.unknown, `${title} has unverifiable ingredients`).toEqual([]);
  const key = diet ? DIET_KEY[diet] : undefined;
  if (key) expect(dietsOf(names).diets[key], `${title} is not ${key}`).toBe(true);
  expect(privateIds.has(id), `${title} is someone else's private recipe`).toBe(false);
}

const profileArbitrary = [
  fc.subarray([...ALLERGIES]),
  fc.option(fc.constantFrom(...PROFILE_PRIMARY_DIETS), { nil: undefined }),
  fc.subarray(['Gluten-Free', 'Dairy-Free', 'Keto']),
] as const;
const avoidedOf = (allergies: string[], healthDiets: string[]) =>
  new Set<string>([...allergies, ...(healthDiets.includes('Gluten-Free') ? ['Gluten'] : []), ...(healthDiets.includes('Dairy-Free') ? ['Dairy'] : [])]);

describe('AI meal recommendations are safe too', () => {
  it('never recommend an allergen, a diet violation or a recipe the member may not see', async () => {
    let counter = 0;
    await fc.assert(
      fc.asyncProperty(...profileArbitrary, fc.constantFrom(3, 5, 7), async (allergies, diet, healthDiets, days) => {
        const profile = { username: `planner_${++counter}`, allergies, primaryDietType: diet ? [diet] : [], healthFocusedDiets: healthDiets };
        expect((await t.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: member.cookie }, payload: profile })).statusCode).toBe(200);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/meal-plans/ai-recommendations',
          headers: { cookie: member.cookie },
          payload: { dietaryPreferences: [], cuisinePreferences: [], mealCount: days, startDate: '2026-11-22' },
        });
        if (response.statusCode === 422) return; // nothing safe to offer: also safe
        expect(response.statusCode, response.body).toBe(200);
        for (const rec of response.json().recommendations as { recipeId: number; recipe: { title: string } }[]) {
          assertSafe(rec.recipeId, rec.recipe.title, avoidedOf(allergies, healthDiets), diet);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe('Curated is safe for allergies and diets', () => {
  it('never returns an allergen or a diet violation, for any profile', async () => {
    let counter = 1000;
    await fc.assert(
      fc.asyncProperty(...profileArbitrary, async (allergies, diet, healthDiets) => {
        const profile = { username: `safety_${++counter}`, allergies, primaryDietType: diet ? [diet] : [], healthFocusedDiets: healthDiets };
        expect((await t.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: member.cookie }, payload: profile })).statusCode).toBe(200);
        const response = await t.app.inject({ method: 'GET', url: '/api/recipes?type=curated&limit=100', headers: { cookie: member.cookie } });
        for (const card of response.json() as RecipeCard[]) assertSafe(card.id, card.title, avoidedOf(allergies, healthDiets), diet);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
