import { accountExportSchema, formatIngredientLine, recipeJsonLdSchema, type AccountExport, type RecipeDetail, type RecipeJsonLd } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../db/seed/seed-demo';
import { createMember, createTestApp, requester, sampleRecipe, type TestApp } from '../../../test/helpers';
import { createActiveMember } from './member-content.fixture';

const PUBLIC_URL = 'https://hearth.example';

let t: TestApp;
let demoRecipeId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  demoRecipeId = (await seedDemoContent(t.database.db)).recipeIds[0]!;
});

const as = (cookie: string) => requester(t, cookie);
const exportUrl = (id: number) => `/api/recipes/${id}/export?format=jsonld`;

describe('GET /api/recipes/{id}/export (schema.org JSON-LD)', () => {
  it('is a download of the recipe as schema.org Recipe, with lines as a cook reads them and ISO durations', async () => {
    const author = await createMember(t, 'approved', { name: 'Meera Iyer' });
    const reader = await createMember(t, 'approved');
    const admin = await createMember(t, 'admin');
    const created = (
      await as(author.cookie).post(
        '/api/recipes',
        sampleRecipe({
          title: 'Crème Brûlée: Dal Tadka!',
          cookingTime: 95,
          servings: 4,
          ingredients: [...sampleRecipe().ingredients, { name: 'salt', quantity: '0.5', unit: 'tsp' }],
        }),
      )
    ).json() as RecipeDetail;
    expect((await as(admin.cookie).post(`/api/admin/recipes/${created.id}/approve`)).statusCode).toBe(204);
    expect((await as(reader.cookie).post(`/api/recipes/${created.id}/rate`, { rating: 4 })).statusCode).toBe(200);
    const detail = (await as(reader.cookie).get(`/api/recipes/${created.id}`)).json() as RecipeDetail;

    const response = await as(reader.cookie).get(exportUrl(created.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="creme-brulee-dal-tadka.jsonld"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const document = recipeJsonLdSchema.strict().parse(response.json()) as RecipeJsonLd;
    expect(document).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Crème Brûlée: Dal Tadka!',
      description: sampleRecipe().description,
      author: { '@type': 'Person', name: 'Meera' },
      totalTime: 'PT1H35M',
      recipeYield: '4 servings',
      recipeCuisine: 'Indian',
      recipeCategory: ['Dinner'],
      keywords: 'Comfort Food, High-Protein',
      suitableForDiet: ['https://schema.org/VegetarianDiet'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 1, bestRating: 5, worstRating: 1 },
      url: `${PUBLIC_URL}/recipe/${created.id}`,
    });
    expect(document.datePublished).toBe(detail.createdAt);
    expect(document.recipeIngredient).toEqual(
      detail.recipeIngredients.map((line) => formatIngredientLine({ quantity: line.quantity, unit: line.unit, name: line.ingredient.name })),
    );
    expect(document.recipeIngredient.at(-1)).toBe('½ tsp salt');
    expect(document.recipeInstructions).toEqual(sampleRecipe().steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, text: step.instruction })));
    expect(document.image).toEqual(detail.images.map((url) => `${PUBLIC_URL}${url}`));
    expect(document.image.length).toBeGreaterThan(0);
    // Nutrition only when the figures cover the recipe (otherwise they would undercount without saying so).
    if (detail.nutrition && detail.nutrition.coverage >= 0.95) expect(document.nutrition?.calories).toBe(`${Math.round(detail.nutrition.energyKcal)} kcal`);
    else expect(document.nutrition).toBeUndefined();
  });

  it('follows the recipe page: a private recipe is 404 to others, readable by its creator and admins; signed out is 401', async () => {
    const author = await createMember(t, 'approved');
    const other = await createMember(t, 'approved');
    const admin = await createMember(t, 'admin');
    const secret = (await as(author.cookie).post('/api/recipes', sampleRecipe({ title: 'Grandma secret rasam', visibility: 'private' }))).json() as RecipeDetail;

    const refused = await as(other.cookie).get(exportUrl(secret.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Recipe not found' });
    expect(refused.body).not.toContain('rasam');
    expect((await as(author.cookie).get(exportUrl(secret.id))).json()).toMatchObject({ name: 'Grandma secret rasam' });
    expect((await as(admin.cookie).get(exportUrl(secret.id))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: exportUrl(secret.id) })).statusCode).toBe(401);
    expect((await as(other.cookie).get('/api/recipes/999999/export')).statusCode).toBe(404);
    expect((await as(author.cookie).get(`/api/recipes/${secret.id}/export?format=pdf`)).statusCode).toBe(400);
    // Without ?format the one format there is.
    expect((await as(author.cookie).get(`/api/recipes/${secret.id}/export`)).headers['content-type']).toContain('application/ld+json');
  });
});

describe('GET /api/profile/export (the whole account)', () => {
  it("holds the member's own things and nothing of another member's", async () => {
    const asha = await createActiveMember(t, { name: 'Asha', title: 'Asha lemon rice', othersRecipeId: demoRecipeId });
    const bilal = await createActiveMember(t, { name: 'Bilal', title: 'Bilal private nihari', othersRecipeId: demoRecipeId, visibility: 'private' });
    // Asha saved Bilal's recipe while it was public; he has since made it private.
    const bilalsPublic = (await as(bilal.cookie).post('/api/recipes', sampleRecipe({ title: 'Bilal soon private haleem' }))).json() as RecipeDetail;
    const admin = await createMember(t, 'admin');
    await as(admin.cookie).post(`/api/admin/recipes/${bilalsPublic.id}/approve`);
    const ashaCollections = (await as(asha.cookie).get('/api/collections')).json() as { id: number }[];
    expect((await as(asha.cookie).post(`/api/collections/${ashaCollections[0]!.id}/recipes`, { recipeId: bilalsPublic.id })).statusCode).toBe(200);
    expect((await as(bilal.cookie).put(`/api/recipes/${bilalsPublic.id}`, sampleRecipe({ title: 'Bilal soon private haleem', visibility: 'private' }))).statusCode).toBe(200);

    const response = await as(asha.cookie).get('/api/profile/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="hearth-${asha.username.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const document = accountExportSchema.parse(response.json()) as AccountExport;

    expect(document.account).toMatchObject({ id: asha.userId, email: asha.email, name: 'Asha', signInMethods: ['credential'] });
    expect(document.profile?.username).toBe(asha.username);
    expect(document.recipes.map((r) => r.title)).toEqual(['Asha lemon rice']);
    const [recipe] = document.recipes;
    expect(recipe!.ingredients.map((i) => i.line)).toContain('½ tsp salt');
    expect(recipe!.steps.map((s) => s.instruction)).toEqual(sampleRecipe().steps.map((s) => s.instruction));
    expect(recipe!.images).toHaveLength(1);
    expect(recipe!.images[0]!.url.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
    expect(recipe!.versions.length).toBeGreaterThan(0);
    expect(recipe!.schemaOrg).toMatchObject({ '@type': 'Recipe', name: 'Asha lemon rice', url: `${PUBLIC_URL}/recipe/${asha.recipeId}` });
    expect(document.collections).toHaveLength(1);
    expect(document.collections[0]!.recipes).toEqual([
      expect.objectContaining({ recipeId: asha.recipeId, title: 'Asha lemon rice' }),
      expect.objectContaining({ recipeId: demoRecipeId, title: expect.any(String) }),
      // Private now: kept by id, its title no longer Asha's to see.
      expect.objectContaining({ recipeId: bilalsPublic.id, title: null }),
    ]);
    expect(document.mealPlans).toEqual([expect.objectContaining({ recipeId: asha.recipeId, plannedDate: '2026-11-24', mealType: 'dinner', notes: 'Asha cooks' })]);
    expect(document.ratings).toEqual([expect.objectContaining({ recipeId: demoRecipeId, rating: 4 })]);
    expect(document.shoppingList.items).toEqual([expect.objectContaining({ weekStart: '2026-11-23', name: "Asha's kitchen roll", amount: '2' })]);
    expect(document.aiToolHistory.map((run) => run.tool)).toEqual(['time-machine']);
    expect(document.activity.every((a) => typeof a.recipeId === 'number')).toBe(true);

    // Nothing of Bilal's: not his account, profile, recipes, collection, plans or list.
    for (const trace of [
      bilal.userId,
      bilal.email,
      bilal.username,
      'Bilal private nihari',
      'Bilal soon private haleem',
      "Bilal's favourites",
      'Bilal cooks',
      "Bilal's kitchen roll",
    ]) {
      expect(response.body, trace).not.toContain(trace);
    }
    // And no secrets: no password hash, session or token.
    expect(response.body).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
  });

  it('is 401 signed out, and works before the food profile exists', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/export' })).statusCode).toBe(401);
    const newcomer = await createMember(t, 'incomplete');
    const response = await as(newcomer.cookie).get('/api/profile/export');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ profile: null, recipes: [], account: { id: newcomer.userId } });
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="hearth-account-\d{4}-\d{2}-\d{2}\.json"$/);
  });
});
