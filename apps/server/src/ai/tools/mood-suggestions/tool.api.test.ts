import type { MoodSuggestionsResponse, RecipeDetail } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, requester, modelEnv, type TestApp } from '../../../../test/helpers';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../test/openai-test-server';
import { aiCalls } from '../../../db/schema';
import { seedDemoContent } from '../../../db/seed/seed-demo';
import { createImmediateJobQueue } from '../../../jobs/immediate-queue';
import type { JobQueue } from '../../../jobs/queue';
import { ENRICH_RECIPE_QUEUE } from '../../enrichment/enrich-recipe';

const PATH = '/api/ai/mood-suggestions';
let server: OpenAiTestServer;
let t: TestApp;
let recipeIds: number[];
let titles: Map<number, string>;

/** An app on the model provider whose demo recipes are enriched, so Curated can vouch for allergies. */
beforeAll(async () => {
  server = await startOpenAiTestServer();
  // Enrichment asks the model too; an off-schema reply sends it to the built-in engine.
  server.script({ kind: 'json', content: { unrelated: true } });
  let queue: JobQueue | undefined;
  t = await createTestApp(modelEnv(server.url), { jobs: async () => (queue = createImmediateJobQueue()) });
  ({ recipeIds } = await seedDemoContent(t.database.db));
  for (const recipeId of recipeIds) await queue!.send(ENRICH_RECIPE_QUEUE, { recipeId });
  const admin = await createMember(t, 'admin');
  titles = new Map();
  for (const id of recipeIds) titles.set(id, ((await requester(t, admin.cookie).get(`/api/recipes/${id}`)).json() as RecipeDetail).title);
});
afterAll(async () => server.close());

const idOf = (title: string) => [...titles].find(([, name]) => name === title)![0];
const modelAnswer = (recipeId: number) => ({
  detectedMood: 'tired',
  moodScore: 70,
  reasoningExplanation: 'You wrote “exhausted”.',
  suggestions: [{ recipeId, reasoning: 'Short and warm.' }],
});

async function outcomes() {
  return (await t.database.db.select().from(aiCalls)).filter((c) => c.task === 'mood-suggestions').map((c) => c.outcome);
}

describe('mood suggestions with a model', () => {
  it('uses a model answer that picks an offered recipe, with the recipe’s own name, image and time', async () => {
    const member = await createMember(t, 'approved');
    const miso = idOf('Miso Soup with Tofu and Wakame');
    server.script({ kind: 'json', content: modelAnswer(miso) });
    const response = await requester(t, member.cookie).post(PATH, { userInput: "I'm exhausted after a long week" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as MoodSuggestionsResponse;
    expect(body).toMatchObject({ source: 'model', detectedMood: 'tired', moodScore: 70 });
    expect(body.suggestedRecipes).toEqual([expect.objectContaining({ recipeId: miso, name: 'Miso Soup with Tofu and Wakame', cookingTime: 30, reasoning: 'Short and warm.' })]);
    // The member's words reach the model only inside the data block.
    const prompt = server.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('<<<DATA');
  });

  it('rejects a model answer with an invented recipe id and answers from the built-in reader', async () => {
    const member = await createMember(t, 'approved');
    server.script({ kind: 'json', content: modelAnswer(987654) });
    const before = (await outcomes()).filter((o) => o === 'fallback').length;
    const body = (await requester(t, member.cookie).post(PATH, { userInput: "I'm exhausted after a long week and it's raining" })).json() as MoodSuggestionsResponse;
    expect(body.source).toBe('builtin');
    expect(body.detectedMood).toBe('tired');
    expect(body.reasoningExplanation).toContain('“exhausted”');
    expect(body.suggestedRecipes.length).toBeGreaterThan(0);
    expect(body.suggestedRecipes.map((s) => s.recipeId)).not.toContain(987654);
    expect((await outcomes()).filter((o) => o === 'fallback').length).toBe(before + 1);
  });

  it('rejects a model pick the member cannot eat, and the built-in picks respect their allergies', async () => {
    const member = await createMember(t, 'approved');
    const saved = await requester(t, member.cookie).post('/api/profile', { username: `dairyfree_${Date.now().toString(36)}`, allergies: ['Dairy', 'Nuts'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const paneer = idOf('Palak Paneer');
    server.script({ kind: 'json', content: modelAnswer(paneer) });
    const body = (await requester(t, member.cookie).post(PATH, { userInput: 'I feel sad and lonely tonight' })).json() as MoodSuggestionsResponse;
    expect(body.source).toBe('builtin');
    expect(body.suggestedRecipes.length).toBeGreaterThan(0);
    for (const pick of body.suggestedRecipes) {
      const recipe = (await requester(t, member.cookie).get(`/api/recipes/${pick.recipeId}`)).json() as RecipeDetail;
      expect(recipe.derivedAllergens).not.toContain('Dairy');
      expect(recipe.derivedAllergens).not.toContain('Nuts');
      expect(recipe.mayContainAllergens ?? []).not.toContain('Dairy');
    }
  });
});
