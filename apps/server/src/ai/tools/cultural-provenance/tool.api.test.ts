import { provenanceCopy, type CulturalProvenanceResponse } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, requester, sampleRecipe, type TestApp } from '../../../../test/helpers';
import type { OpenAiTestServer } from '../../../../test/openai-test-server';
import { recipeIdByTitle, startToolTestApps } from '../../../../test/tool-apps';
import { aiCalls } from '../../../db/schema';
import { builtinProvenance } from './builtin';

const PATH = '/api/ai/cultural-provenance';
let server: OpenAiTestServer;
let withModel: TestApp;
let builtinOnly: TestApp;

beforeAll(async () => {
  ({ server, withModel, builtinOnly } = await startToolTestApps());
});
afterAll(async () => server.close());

const recipeId = recipeIdByTitle;

/** A member's own private recipe, created through the API like any recipe. */
async function privateKadhi(t: TestApp, cookie: string) {
  const response = await requester(t, cookie).post(
    '/api/recipes',
    sampleRecipe({
      title: 'Nani’s Sunday Kadhi',
      visibility: 'private',
      cuisine: 'Indian',
      ingredients: [
        { name: 'yogurt', quantity: '2', unit: 'cups' },
        { name: 'chickpea flour', quantity: '3', unit: 'tbsp' },
        { name: 'green chili', quantity: '2', unit: 'piece' },
        { name: 'curry leaves', quantity: '10', unit: 'piece' },
      ],
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

describe('cultural provenance: what it accepts', () => {
  it('refuses a blank dish name with the member-facing message, even with a recipe id', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const id = await recipeId(builtinOnly, 'Pad Thai with Shrimp');
    for (const body of [{ dishName: '   ' }, { dishName: '', recipeId: id }, {}]) {
      const response = await requester(builtinOnly, member.cookie).post(PATH, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: provenanceCopy.dishNameRequired });
    }
  });

  it('refuses a recipe id that is not a number', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { dishName: 'biryani', recipeId: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please enter a valid ID number' });
  });
});

describe('cultural provenance on the built-in engine', () => {
  it('answers a documented dish with its history, sources and the dispute over its origin', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { dishName: 'Biriyani', recipeId: null });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CulturalProvenanceResponse;
    expect(body).toMatchObject({ dishName: 'Biryani', cuisine: 'Indian', basis: 'documented', source: 'builtin', recipe: null, suggestions: [] });
    expect(body.originEra).toContain('Mughal');
    expect(body.sources).toContain('Lizzie Collingham, Curry: A Tale of Cooks and Conquerors (2005)');
    expect(body.note).toMatch(/^Disputed: /);
  });

  it('infers an unknown dish, labels it so and claims no documented sources', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const body = (await requester(builtinOnly, member.cookie).post(PATH, { dishName: 'Thai pomelo salad' })).json() as CulturalProvenanceResponse;
    expect(body).toMatchObject({ dishName: 'Thai pomelo salad', basis: 'inferred', cuisine: 'Thai', influences: [] });
    expect(body.note).toContain('No documented history is held for “Thai pomelo salad”');
    expect(body.sources).toEqual(expect.arrayContaining(['David Thompson, Thai Food (2002)']));
  });

  it('reads a demo recipe: its title finds the documented dish, its cuisine and ingredients ground an inference', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const padThai = await recipeId(builtinOnly, 'Pad Thai with Shrimp');
    const documented = (await requester(builtinOnly, member.cookie).post(PATH, { dishName: 'Friday noodles', recipeId: String(padThai) })).json() as CulturalProvenanceResponse;
    expect(documented).toMatchObject({ dishName: 'Pad Thai', basis: 'documented', recipe: { id: padThai, title: 'Pad Thai with Shrimp', cuisine: 'Thai' } });
    expect(documented.note).toContain('Phibun');

    const chana = await recipeId(builtinOnly, 'Chana Masala');
    const inferred = (await requester(builtinOnly, member.cookie).post(PATH, { dishName: 'Chana Masala', recipeId: chana })).json() as CulturalProvenanceResponse;
    expect(inferred).toMatchObject({ basis: 'inferred', cuisine: 'Indian', recipe: { id: chana, title: 'Chana Masala' } });
    expect(inferred.note).toContain("the recipe's cuisine (Indian) and the recipe's ingredients");
    expect(inferred.influencedBy.some((line) => line.startsWith('Ingredient: chickpea'))).toBe(true);
  });

  it('reads the member’s own private recipe, and hides it from another member (404)', async () => {
    const owner = await createMember(builtinOnly, 'approved');
    const id = await privateKadhi(builtinOnly, owner.cookie);
    const mine = await requester(builtinOnly, owner.cookie).post(PATH, { dishName: 'Sunday kadhi', recipeId: id });
    expect(mine.statusCode, mine.body).toBe(200);
    const body = mine.json() as CulturalProvenanceResponse;
    expect(body).toMatchObject({ basis: 'inferred', cuisine: 'Indian', recipe: { id, title: 'Nani’s Sunday Kadhi' } });
    expect(body.originEra).toContain('no older than the 16th century');

    const other = await createMember(builtinOnly, 'approved');
    const hidden = await requester(builtinOnly, other.cookie).post(PATH, { dishName: 'Sunday kadhi', recipeId: id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Kadhi');
  });
});

describe('cultural provenance with a model', () => {
  async function fallbacks() {
    return (await withModel.database.db.select().from(aiCalls)).filter((c) => c.task === 'cultural-provenance' && c.outcome === 'fallback').length;
  }

  it('uses a model answer that keeps to the documented history, marked as the model’s', async () => {
    const member = await createMember(withModel, 'approved');
    const answer = builtinProvenance({ dishName: 'ramen', recipe: null });
    const reworded = {
      ...answer,
      culturalSignificance: 'Ramen went from Chinese noodles in port cities to a national dish after 1945.',
      originEra: '1910 (Rairaiken, Tokyo); national after 1945',
    };
    server.script({ kind: 'json', content: reworded });
    const response = await requester(withModel, member.cookie).post(PATH, { dishName: 'ramen' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...reworded, recipe: null, source: 'model' });
    const prompt = server.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('<<<DATA');
    expect(prompt).toContain('Solt');
    expect(prompt).toContain('Rairaiken');
  });

  it('rejects a model answer that changes the documented era, and the built-in engine answers', async () => {
    const member = await createMember(withModel, 'approved');
    const before = await fallbacks();
    const wrong = { ...builtinProvenance({ dishName: 'ramen', recipe: null }), originEra: '17th century, in the kitchen of Tokugawa Mitsukuni' };
    server.script({ kind: 'json', content: wrong });
    const body = (await requester(withModel, member.cookie).post(PATH, { dishName: 'ramen' })).json() as CulturalProvenanceResponse;
    expect(body.source).toBe('builtin');
    expect(body.originEra).toBe(builtinProvenance({ dishName: 'ramen', recipe: null }).originEra);
    expect(await fallbacks()).toBe(before + 1);
  });

  it('rejects a model answer that presents an undocumented dish as documented history, with a source of its own', async () => {
    const member = await createMember(withModel, 'approved');
    const before = await fallbacks();
    const invented = {
      ...builtinProvenance({ dishName: 'Thai pomelo salad', recipe: null }),
      basis: 'documented',
      originEra: 'Ayutthaya court, 1680s',
      sources: ['A Made-Up History of Thai Salads (1999)'],
      note: null,
    };
    server.script({ kind: 'json', content: invented });
    const body = (await requester(withModel, member.cookie).post(PATH, { dishName: 'Thai pomelo salad' })).json() as CulturalProvenanceResponse;
    expect(body).toMatchObject({ source: 'builtin', basis: 'inferred' });
    expect(body.sources).not.toContain('A Made-Up History of Thai Salads (1999)');
    expect(await fallbacks()).toBe(before + 1);
  });
});
