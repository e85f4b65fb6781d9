import { chefResponseSchema, type AiRecipe } from '@hearth/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, createMember, createTestApp, requester, signUp, modelEnv, type TestApp } from '../../../../test/helpers';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../test/openai-test-server';
import { aiCalls } from '../../../db/schema';
import { seedDemoContent } from '../../../db/seed/seed-demo';
import { createUsersRepository } from '../../../modules/users/users.repository';

/** An approved member whose profile lists these allergies and diet. */
async function memberWith(t: TestApp, profile: { allergies?: string[]; primaryDietType?: string }) {
  const member = await signUp(t.app);
  await completeProfile(t.app, member.cookie, profile);
  await createUsersRepository(t.database.db).approve(member.userId);
  return member;
}

interface Detail {
  id: number;
  title: string;
  visibility: string;
  description: string | null;
  recipeIngredients: { ingredient: { name: string }; quantity: string; unit: string }[];
  steps?: { instruction: string }[];
}

describe('AI Chef, built-in engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedDemoContent(t.database.db);
  });

  it('saves the composed recipe as the member’s private recipe, which only they can open', async () => {
    const owner = await createMember(t, 'approved');
    const other = await createMember(t, 'approved');
    const response = await requester(t, owner.cookie).post('/api/ai/generate-recipe', { prompt: 'A vegetarian chickpea curry for 2 under 45 minutes' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = chefResponseSchema.parse(response.json());
    expect(answer.source).toBe('builtin');

    const mine = await requester(t, owner.cookie).get(`/api/recipes/${answer.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const detail = mine.json() as Detail;
    expect(detail.title).toBe(answer.title);
    expect(detail.visibility).toBe('private');
    expect(detail.recipeIngredients.length).toBeGreaterThanOrEqual(5);
    expect(detail.recipeIngredients.map((l) => l.ingredient.name.toLowerCase()).join(' ')).toContain('chickpea');
    expect(detail.recipeIngredients.every((l) => l.quantity.trim().length > 0)).toBe(true);

    expect((await requester(t, other.cookie).get(`/api/recipes/${answer.id}`)).statusCode).toBe(404);
  });

  it('leaves out what the member cannot eat and says so', async () => {
    const member = await memberWith(t, { allergies: ['Shellfish'] });
    const response = await requester(t, member.cookie).post('/api/ai/generate-recipe', { prompt: 'Shrimp stir-fry with broccoli' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = (await requester(t, member.cookie).get(`/api/recipes/${(response.json() as { id: number }).id}`)).json() as Detail;
    expect(detail.recipeIngredients.map((l) => l.ingredient.name.toLowerCase()).join(' ')).not.toMatch(/shrimp|prawn/);
    expect(detail.description).toMatch(/Shrimp is left out/);
  });
});

describe('AI Chef with a model', () => {
  let server: OpenAiTestServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startOpenAiTestServer();
    t = await createTestApp(modelEnv(server.url));
    await seedDemoContent(t.database.db);
  });
  afterAll(async () => server.close());

  const modelRecipe = (ingredients: AiRecipe['ingredients']): AiRecipe => ({
    title: 'Garlic Prawn Linguine',
    description: 'Prawns, garlic and chilli tossed with pasta and its cooking water.',
    cookingTime: 20,
    servings: 2,
    cuisine: 'Italian',
    ingredients,
    steps: [
      { stepNumber: 1, instruction: 'Boil the spaghetti in well-salted water until al dente.', timing: '10 min' },
      { stepNumber: 2, instruction: 'Warm the olive oil and garlic over medium heat until pale gold.', timing: '2 min' },
      { stepNumber: 3, instruction: 'Add the main ingredient and cook until just done.', timing: '3 min' },
      { stepNumber: 4, instruction: 'Toss everything with a splash of pasta water and the parsley; serve.', timing: '2 min' },
    ],
  });
  const base = [
    { quantity: '200', unit: 'g', name: 'spaghetti' },
    { quantity: '3', unit: 'tbsp', name: 'olive oil' },
    { quantity: '3', unit: 'cloves', name: 'garlic' },
    { quantity: '2', unit: 'tbsp', name: 'parsley' },
    { quantity: '1', unit: 'tsp', name: 'salt' },
  ];

  it('uses a valid model recipe and says the model wrote it', async () => {
    const member = await createMember(t, 'approved');
    server.script({ kind: 'json', content: modelRecipe([{ quantity: '250', unit: 'g', name: 'shrimp' }, ...base]) });
    const response = await requester(t, member.cookie).post('/api/ai/generate-recipe', { prompt: 'garlic prawn pasta for 2' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Garlic Prawn Linguine', source: 'model' });
    // Enrichment of the saved recipe asks the model too; the Chef's own request carries the member's words as data.
    expect(server.requests.some((r) => JSON.stringify(r.body.messages).includes('garlic prawn pasta for 2'))).toBe(true);
  });

  it('rejects a model recipe with the member’s allergen and answers with the built-in engine', async () => {
    const member = await memberWith(t, { allergies: ['Shellfish'] });
    server.script({ kind: 'json', content: modelRecipe([{ quantity: '250', unit: 'g', name: 'shrimp' }, ...base]) });
    const response = await requester(t, member.cookie).post('/api/ai/generate-recipe', { prompt: 'garlic prawn pasta for 2' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { id: number; title: string; source: string };
    expect(answer.source).toBe('builtin');
    expect(answer.title).not.toBe('Garlic Prawn Linguine');
    const detail = (await requester(t, member.cookie).get(`/api/recipes/${answer.id}`)).json() as Detail;
    expect(detail.recipeIngredients.map((l) => l.ingredient.name.toLowerCase()).join(' ')).not.toMatch(/shrimp|prawn/);
    const calls = await t.database.db.select().from(aiCalls).where(eq(aiCalls.task, 'chef-generate-recipe'));
    expect(calls.map((c) => `${c.provider}:${c.outcome}`)).toContain('openai-compatible:fallback');
    expect(calls.find((c) => c.outcome === 'fallback')?.error).toMatch(/Shellfish/);
  });
});
