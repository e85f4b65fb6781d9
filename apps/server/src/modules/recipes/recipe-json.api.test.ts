import { recipeCardSchema, recipeDetailSchema, recipeIngredientSchema, recipeStepSchema, type RecipeDetail } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMember, createTestApp, requester, sampleRecipe, type TestApp } from '../../../test/helpers';

// Cards and pages are JSON that PostgreSQL builds (recipe-json.ts). These pin the shape down exactly as
// the contracts state it, key for key, with the values a reader expects, on every list that sends cards.

let t: TestApp;
let cook: ReturnType<typeof requester>;
let raters: ReturnType<typeof requester>[];
let detail: RecipeDetail;

beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_SECONDS: '0' });
  cook = requester(t, (await createMember(t, 'admin')).cookie);
  raters = await Promise.all([1, 2, 3].map(async () => requester(t, (await createMember(t, 'approved')).cookie)));
  const created = await cook.post(
    '/api/recipes',
    sampleRecipe({
      title: 'Lemon Rice "Chitranna"',
      description: 'Rice with lemon, peanuts and curry leaves — a tiffin-box classic.',
      ingredients: [
        { name: 'cooked rice', quantity: '3', unit: 'cup' },
        { name: 'lemon', quantity: '1', unit: 'piece' },
        { name: 'peanuts', quantity: '2', unit: 'tbsp' },
      ],
      steps: [{ instruction: 'Temper mustard seeds, peanuts and curry leaves.' }, { instruction: 'Fold in the rice and lemon juice.' }],
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  detail = created.json() as RecipeDetail;
  // 4, 5 and 5: an average of 4.67 reads 4.7.
  for (const [i, rating] of [4, 5, 5].entries()) expect((await raters[i]!.post(`/api/recipes/${detail.id}/rate`, { rating })).statusCode).toBe(200);
});

const exactly = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => schema.strict();
const detailSchema = exactly(recipeDetailSchema).extend({
  recipeIngredients: z.array(exactly(recipeIngredientSchema).extend({ ingredient: exactly(recipeIngredientSchema.shape.ingredient) })),
  steps: z.array(exactly(recipeStepSchema)),
  creator: exactly(recipeDetailSchema.shape.creator),
});

describe('recipe JSON built by the database', () => {
  it('the page has exactly the contract’s fields, in the order written, with the rating rounded to one decimal', async () => {
    const response = await raters[0]!.get(`/api/recipes/${detail.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = detailSchema.parse(response.json());
    expect(page.title).toBe('Lemon Rice "Chitranna"');
    expect(page.communityRating).toEqual({ average: 4.7, count: 3 });
    expect(page.myRating).toBe(4);
    expect(page.recipeIngredients.map((line) => [line.quantity, line.unit])).toEqual([
      ['3', 'cup'],
      ['1', 'piece'],
      ['2', 'tbsp'],
    ]);
    expect(page.steps.map((step) => step.stepNumber)).toEqual([1, 2]);
    expect(page.creator.firstName).not.toBeNull();
    expect(page.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(page.updatedAt)).toBeGreaterThanOrEqual(Date.parse(page.createdAt));
  });

  it('the creator’s own answer after saving is the same page, without a rating', async () => {
    const own = detailSchema.parse((await cook.get(`/api/recipes/${detail.id}`)).json());
    expect(own.myRating).toBeNull();
    // Enrichment runs in the background and may have filled its fields since; what the cook wrote is the same.
    const written = (page: RecipeDetail) => ({
      ...recipeCardSchema.parse(page),
      communityRating: null,
      ingredients: page.recipeIngredients,
      steps: page.steps,
      creator: page.creator,
    });
    expect(written(own)).toEqual({ ...written(detail), imageUrl: own.imageUrl, images: own.images, aiRating: own.aiRating, derivedAllergens: own.derivedAllergens });
  });

  it('every list sends the same card, with exactly the contract’s fields', async () => {
    const saved = await raters[1]!.post('/api/collections', { name: 'Tiffin ideas' });
    expect(saved.statusCode, saved.body).toBe(201);
    const collectionId = (saved.json() as { id: number }).id;
    expect((await raters[1]!.post(`/api/collections/${collectionId}/recipes`, { recipeId: detail.id })).statusCode).toBeLessThan(300);
    const lists = [
      await raters[1]!.get('/api/recipes?search=chitranna'),
      await raters[1]!.get('/api/recipes?type=trending'),
      await cook.get('/api/recipes/my'),
      await raters[1]!.get(`/api/collections/${collectionId}/recipes`),
    ];
    const cards = lists.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return z
        .array(exactly(recipeCardSchema))
        .parse(response.json())
        .find((card) => card.id === detail.id);
    });
    expect(cards[0]).toBeDefined();
    expect(cards[0]!.communityRating).toEqual({ average: 4.7, count: 3 });
    for (const card of cards) expect(card).toEqual(cards[0]);
    const page = (await raters[1]!.get(`/api/recipes/${detail.id}`)).json() as RecipeDetail;
    expect(recipeCardSchema.parse(page)).toEqual(cards[0]);
  });

  it('the stored card follows every write at once: a changed rating, an edit', async () => {
    const cardIn = async (path: string) => {
      const response = await raters[2]!.get(path);
      expect(response.statusCode, response.body).toBe(200);
      return z
        .array(exactly(recipeCardSchema))
        .parse(response.json())
        .find((card) => card.id === detail.id);
    };
    // 4, 5 and 1 now: 3.3. The answer to the rating is the card's own rating.
    const rated = await raters[2]!.post(`/api/recipes/${detail.id}/rate`, { rating: 1 });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ communityRating: { average: 3.3, count: 3 } });
    expect((await cardIn('/api/recipes?type=trending'))!.communityRating).toEqual({ average: 3.3, count: 3 });

    const edited = await cook.put(`/api/recipes/${detail.id}`, sampleRecipe({ title: 'Lemon Rice with Peanuts', cookingTime: 25 }));
    expect(edited.statusCode, edited.body).toBe(200);
    const card = await cardIn('/api/recipes?search=peanuts');
    expect(card).toMatchObject({ title: 'Lemon Rice with Peanuts', cookingTime: 25, communityRating: { average: 3.3, count: 3 } });
    expect(recipeCardSchema.parse((await raters[2]!.get(`/api/recipes/${detail.id}`)).json())).toEqual(card);
  });
});
