import { alchemistContract, type AlchemistEvaluateResponse, type RecipeDetail } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, requester, modelEnv, type TestApp } from '../../../../test/helpers';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../test/openai-test-server';
import { seedDemoContent } from '../../../db/seed/seed-demo';
import { findFood } from '../../knowledge/lookup';
import { problemsWith } from '../member-rules';

const example = alchemistContract.endpoints.evaluate.examples.valid as { ingredients: string[]; recipe: string };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
  await seedDemoContent(t.database.db);
});

describe('Alchemist on the built-in engine', () => {
  it('challenges are known foods, safe for an allergic vegan, and New Challenge gives another', async () => {
    const member = await createMember(t, 'approved');
    const as = requester(t, member.cookie);
    const saved = await as.post('/api/profile', { username: `vegan_${Date.now().toString(36)}`, allergies: ['Nuts', 'Gluten', 'Soy'], primaryDietType: ['Vegan'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const draws = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await as.get('/api/ai/alchemist/challenge');
      expect(response.statusCode, response.body).toBe(200);
      const { ingredients } = response.json() as { ingredients: string[] };
      expect(ingredients.length).toBeGreaterThanOrEqual(3);
      for (const name of ingredients) expect(findFood(name)).toBeDefined();
      expect(problemsWith(ingredients, { allergies: ['Nuts', 'Gluten', 'Soy'], requiredDiets: ['vegan'] })).toEqual([]);
      draws.add(ingredients.join(','));
    }
    expect(draws.size).toBeGreaterThan(1);
  });

  it('evaluate then publish: the score and platform recipes come back, and the member can open the new recipe', async () => {
    const member = await createMember(t, 'approved');
    const as = requester(t, member.cookie);
    const evaluated = await as.post('/api/ai/alchemist/evaluate', example);
    expect(evaluated.statusCode, evaluated.body).toBe(200);
    const evaluation = evaluated.json() as AlchemistEvaluateResponse;
    expect(evaluation.source).toBe('builtin');
    expect(evaluation.score).toBeGreaterThanOrEqual(80);
    // Chana Masala shares chickpeas, tomatoes, onion, garlic and cumin with the example.
    expect(evaluation.similarRecipes).toContain('Chana Masala');

    const published = await as.post('/api/ai/alchemist/publish', {
      ...example,
      evaluation: { score: evaluation.score, feedback: evaluation.feedback, similarRecipes: evaluation.similarRecipes, tasteProfile: evaluation.tasteProfile },
    });
    expect(published.statusCode, published.body).toBe(200);
    const { id } = published.json() as { id: number };
    const recipe = await as.get(`/api/recipes/${id}`);
    expect(recipe.statusCode).toBe(200);
    const detail = recipe.json() as RecipeDetail;
    expect(detail.title).toBe('Chickpea, Spinach and Tomato Stew');
    expect(detail.tags).toContain('Alchemist');
    expect(detail.recipeIngredients.map((i) => i.ingredient.name)).toEqual(expect.arrayContaining(['chickpea', 'tomato', 'spinach']));
    expect(detail.steps).toHaveLength(5);
    expect(detail.cookingTime).toBe(24);
  });

  it('refuses to publish without an evaluation or without any step', async () => {
    const member = await createMember(t, 'approved');
    const as = requester(t, member.cookie);
    const noEvaluation = await as.post('/api/ai/alchemist/publish', example);
    expect(noEvaluation.statusCode).toBe(400);
    expect(noEvaluation.json()).toMatchObject({ message: 'Evaluate your recipe before publishing it' });
    const noSteps = await as.post('/api/ai/alchemist/publish', {
      ingredients: example.ingredients,
      recipe: '- 2 tomatoes\n- 1 can chickpeas',
      evaluation: { score: 10, feedback: 'x', similarRecipes: [], tasteProfile: 'x' },
    });
    expect(noSteps.statusCode).toBe(400);
    expect(noSteps.json()).toMatchObject({ message: 'At least one step is required' });
  });
});

describe('Alchemist evaluation with a model', () => {
  let server: OpenAiTestServer;
  let withModel: TestApp;
  beforeAll(async () => {
    server = await startOpenAiTestServer();
    withModel = await createTestApp(modelEnv(server.url));
    await seedDemoContent(withModel.database.db);
  });
  afterAll(async () => server.close());
  const answer = (similarRecipes: string[]) => ({ score: 77, feedback: 'Nice stew.', similarRecipes, tasteProfile: 'Tangy and savoury.' });

  it('uses a model evaluation whose similar recipes are platform recipes it was offered', async () => {
    const member = await createMember(withModel, 'approved');
    server.script({ kind: 'json', content: answer(['Chana Masala']) });
    const body = (await requester(withModel, member.cookie).post('/api/ai/alchemist/evaluate', example)).json() as AlchemistEvaluateResponse;
    expect(body).toMatchObject({ source: 'model', score: 77, similarRecipes: ['Chana Masala'] });
  });

  it('rejects a model evaluation that invents a similar recipe, and the built-in engine answers', async () => {
    const member = await createMember(withModel, 'approved');
    server.script({ kind: 'json', content: answer(['Grandma’s Famous Stew']) });
    const body = (await requester(withModel, member.cookie).post('/api/ai/alchemist/evaluate', example)).json() as AlchemistEvaluateResponse;
    expect(body.source).toBe('builtin');
    expect(body.similarRecipes).not.toContain('Grandma’s Famous Stew');
    expect(body.feedback).toContain('Uses every challenge ingredient');
  });
});
