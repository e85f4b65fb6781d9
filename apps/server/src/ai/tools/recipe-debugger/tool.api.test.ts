import type { RecipeDebuggerResponse } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, requester, sampleRecipe, type TestApp } from '../../../../test/helpers';
import type { OpenAiTestServer } from '../../../../test/openai-test-server';
import { recipeIdByTitle, startToolTestApps } from '../../../../test/tool-apps';
import { aiCalls } from '../../../db/schema';

const PATH = '/api/ai/recipe-debugger';
let server: OpenAiTestServer;
let withModel: TestApp;
let builtinOnly: TestApp;

beforeAll(async () => {
  ({ server, withModel, builtinOnly } = await startToolTestApps());
});
afterAll(async () => server.close());

const recipeId = recipeIdByTitle;

/** A member's own private loaf with 4% salt, created through the API like any recipe. */
async function saltyLoaf(t: TestApp, cookie: string) {
  const response = await requester(t, cookie).post(
    '/api/recipes',
    sampleRecipe({
      title: 'Salty Country Loaf',
      visibility: 'private',
      servings: 8,
      ingredients: [
        { name: 'bread flour', quantity: '500', unit: 'g' },
        { name: 'instant yeast', quantity: '7', unit: 'g' },
        { name: 'salt', quantity: '20', unit: 'g' },
        { name: 'water', quantity: '350', unit: 'ml' },
      ],
      steps: [{ instruction: 'Mix, knead and let rise until doubled.' }, { instruction: 'Bake in the oven at 230°C (450°F) for 35 minutes.' }],
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

describe('recipe debugger on the built-in engine', () => {
  it('reads a demo recipe’s figures and answers the described failure', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const id = await recipeId(builtinOnly, 'Margherita Pizza');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { recipeId: String(id), issueDescription: 'The base came out dense and hard' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as RecipeDebuggerResponse;
    expect(body.source).toBe('builtin');
    expect(body.analysisResults.aiResponse).toContain('Dense bread that did not rise');
    expect(body.analysisResults.aiResponse).toContain('## The numbers in “Margherita Pizza”');
    expect(body.analysisResults.aiResponse).toContain('**OK — Salt in the dough** (“1 tsp salt”): 2% of the flour');
  });

  it('names the off figure of the member’s own private recipe, and hides it from another member (404)', async () => {
    const owner = await createMember(builtinOnly, 'approved');
    const id = await saltyLoaf(builtinOnly, owner.cookie);
    const mine = await requester(builtinOnly, owner.cookie).post(PATH, { recipeId: id, issueDescription: 'my bread did not rise and tastes salty' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as RecipeDebuggerResponse).analysisResults.aiResponse).toContain(
      '**Off — Salt in the dough** (“20 g salt”): 20 g of salt to 500 g of flour is 4% of the flour',
    );

    const other = await createMember(builtinOnly, 'approved');
    const hidden = await requester(builtinOnly, other.cookie).post(PATH, { recipeId: id, issueDescription: 'my bread did not rise' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Salty Country Loaf');
  });

  it('says plainly when it cannot identify the problem', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { recipeId: '', issueDescription: 'it was not what I hoped for' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as RecipeDebuggerResponse).analysisResults.aiResponse).toContain('I could not identify the problem');
  });
});

describe('recipe debugger with a model', () => {
  async function fallbacks() {
    return (await withModel.database.db.select().from(aiCalls)).filter((c) => c.task === 'recipe-debugger' && c.outcome === 'fallback').length;
  }

  it('uses a model answer that reports the off figure, marked as the model’s', async () => {
    const owner = await createMember(withModel, 'approved');
    const id = await saltyLoaf(withModel, owner.cookie);
    const aiResponse = '## Too much salt\nThe **20 g salt** is 4% of the flour and slows the yeast; use about 10 g (2%).';
    server.script({ kind: 'json', content: { analysisResults: { aiResponse } } });
    const response = await requester(withModel, owner.cookie).post(PATH, { recipeId: id, issueDescription: 'my bread is dense' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ analysisResults: { aiResponse }, source: 'model' });
    const prompt = server.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('<<<DATA');
    expect(prompt).toContain('Dense bread that did not rise');
    expect(prompt).toContain('is 4% of the flour');
  });

  it('rejects a model answer that leaves out the off figure, and the built-in engine answers', async () => {
    const owner = await createMember(withModel, 'approved');
    const id = await saltyLoaf(withModel, owner.cookie);
    const before = await fallbacks();
    server.script({ kind: 'json', content: { analysisResults: { aiResponse: 'Proof it longer next time.' } } });
    const body = (await requester(withModel, owner.cookie).post(PATH, { recipeId: id, issueDescription: 'my bread is dense' })).json() as RecipeDebuggerResponse;
    expect(body.source).toBe('builtin');
    expect(body.analysisResults.aiResponse).toContain('**Off — Salt in the dough**');
    expect(await fallbacks()).toBe(before + 1);
  });
});
