import type { IngredientDnaResponse } from '@hearth/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, requester, modelEnv, type TestApp } from '../../../../test/helpers';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../test/openai-test-server';
import { aiCalls, ingredients } from '../../../db/schema';
import { seedDemoContent } from '../../../db/seed/seed-demo';
import { builtinDna } from './task';
import { findFood } from '../../knowledge/lookup';
import { INGREDIENT_NOT_FOUND } from './tool';

const PATH = '/api/ai/ingredient-dna';
let server: OpenAiTestServer;
let t: TestApp;

beforeAll(async () => {
  server = await startOpenAiTestServer();
  t = await createTestApp(modelEnv(server.url));
  await seedDemoContent(t.database.db);
});
afterAll(async () => server.close());

async function fallbacks() {
  return (await t.database.db.select().from(aiCalls)).filter((c) => c.task === 'ingredient-dna' && c.outcome === 'fallback').length;
}

async function ingredientId(name: string) {
  const [row] = await t.database.db
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(eq(sql`lower(${ingredients.name})`, name));
  return row!.id;
}

/** What a well-behaved model would answer: the knowledge's own facts, reworded. */
function modelAnswerFor(name: string, rules = { allergies: [], requiredDiets: [] }) {
  const answer = builtinDna({ foodId: findFood(name)!.id, ingredientId: null, rules });
  return { ...answer, tasteProfile: { ...answer.tasteProfile, summary: 'Earthy and a little bitter.' } };
}

describe('ingredient DNA', () => {
  it('uses a model answer that keeps to the knowledge, marked as the model’s', async () => {
    const member = await createMember(t, 'approved');
    server.script({ kind: 'json', content: modelAnswerFor('turmeric') });
    const response = await requester(t, member.cookie).post(PATH, { ingredientName: 'haldi', ingredientId: null });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as IngredientDnaResponse;
    expect(body.source).toBe('model');
    expect(body.tasteProfile.summary).toBe('Earthy and a little bitter.');
    expect(body.ingredient.name).toBe('turmeric');
  });

  it('rejects a model answer with a substitute the member cannot eat; the built-in answer filters it out', async () => {
    const member = await createMember(t, 'approved');
    const saved = await requester(t, member.cookie).post('/api/profile', { username: `vegan_${Date.now().toString(36)}`, primaryDietType: ['Vegan'], allergies: ['Nuts'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const unsafe = modelAnswerFor('butter');
    expect(unsafe.substitutionMap.substitutes.map((s) => s.name)).toContain('ghee');
    server.script({ kind: 'json', content: unsafe });
    const before = await fallbacks();
    const body = (await requester(t, member.cookie).post(PATH, { ingredientName: 'butter' })).json() as IngredientDnaResponse;
    expect(body.source).toBe('builtin');
    expect(body.substitutionMap.substitutes.map((s) => s.name)).not.toContain('ghee');
    for (const sub of body.substitutionMap.substitutes) expect(sub.keepsDiets).toContain('Vegan');
    expect(body.substitutionMap.summary).toContain('Left out for your diet and allergies');
    expect(await fallbacks()).toBe(before + 1);
  });

  it('rejects a model answer with nutrition figures IFCT does not give', async () => {
    const member = await createMember(t, 'approved');
    const answer = modelAnswerFor('tofu');
    server.script({ kind: 'json', content: { ...answer, nutritionalProfile: { ...answer.nutritionalProfile, per100g: [{ nutrient: 'Protein', amount: 8, unit: 'g' }] } } });
    const body = (await requester(t, member.cookie).post(PATH, { ingredientName: 'tofu' })).json() as IngredientDnaResponse;
    expect(body.source).toBe('builtin');
    expect(body.nutritionalProfile.per100g).toEqual([]);
    expect(body.nutritionalProfile.summary).toContain('IFCT 2017 has no row for tofu');
  });

  it('reads the name behind an ingredients-table id, and answers 404 for an id that is not there', async () => {
    const member = await createMember(t, 'approved');
    server.script({ kind: 'json', content: { unrelated: true } });
    const id = await ingredientId('spinach');
    const response = await requester(t, member.cookie).post(PATH, { ingredientName: 'anything', ingredientId: String(id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ingredient: { name: 'spinach', ingredientId: id }, source: 'builtin' });
    const missing = await requester(t, member.cookie).post(PATH, { ingredientName: 'spinach', ingredientId: 99999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: INGREDIENT_NOT_FOUND });
  });

  it('refuses a name it does not know with a clear 422', async () => {
    const member = await createMember(t, 'approved');
    const response = await requester(t, member.cookie).post(PATH, { ingredientName: 'unobtainium' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain("I don't know “unobtainium” yet");
  });
});
