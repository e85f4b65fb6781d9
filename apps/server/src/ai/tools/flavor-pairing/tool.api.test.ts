import type { FlavorPairingResponse } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, requester, sampleRecipe, type TestApp } from '../../../../test/helpers';
import type { OpenAiTestServer } from '../../../../test/openai-test-server';
import { startToolTestApps } from '../../../../test/tool-apps';
import { aiCalls } from '../../../db/schema';

const PATH = '/api/ai/flavor-pairing';
let server: OpenAiTestServer;
let withModel: TestApp;
let builtinOnly: TestApp;

beforeAll(async () => {
  ({ server, withModel, builtinOnly } = await startToolTestApps());
});
afterAll(async () => server.close());

async function outcomes() {
  return (await withModel.database.db.select().from(aiCalls)).filter((c) => c.task === 'flavor-pairing').map((c) => c.outcome);
}

describe('flavor pairing on the built-in engine', () => {
  it('names the platform’s published recipes that use both ingredients', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { ingredient1: 'Spinach', ingredient2: 'paneer' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as FlavorPairingResponse;
    expect(body.source).toBe('builtin');
    expect(body.compatibilityScore).toBeGreaterThanOrEqual(80);
    expect(body.usageContext).toContain('palak paneer');
    expect(body.usageContext).toMatch(/On Hearth, \d+ published recipes? uses? both, including “Palak Paneer”/);
  });

  it('refuses a name it does not know with a 422 that says so and suggests close names', async () => {
    const member = await createMember(builtinOnly, 'approved');
    const response = await requester(builtinOnly, member.cookie).post(PATH, { ingredient1: 'bazil', ingredient2: 'tomato' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: "I don't know “bazil” yet, so I won't guess about it. Did you mean “basil”?" });
  });
});

describe('the Hearth recipes a pairing counts', () => {
  const lines = (...names: string[]) => names.map((name) => ({ name, quantity: '1', unit: 'piece' }));

  it('counts published recipes that use both foods in any form, and follows edits and visibility', async () => {
    const admin = requester(builtinOnly, (await createMember(builtinOnly, 'admin')).cookie);
    const member = requester(builtinOnly, (await createMember(builtinOnly, 'approved')).cookie);
    const post = async (who: typeof admin, title: string, names: string[], extra: Record<string, unknown> = {}) => {
      const response = await who.post('/api/recipes', sampleRecipe({ title, ingredients: lines(...names), ...extra }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const braised = await post(admin, 'Star Anise Braised Beef', ['beef', 'star anise', 'orange zest']);
    const poached = await post(admin, 'Poached Pears', ['pear', 'star anise', 'orange', 'orange juice']);
    await post(admin, 'Secret Mulled Wine', ['red wine', 'star anise', 'orange'], { visibility: 'private' });
    await post(member, 'Orange Duck Awaiting Approval', ['duck', 'star anise', 'orange']);
    await post(admin, 'Anise Biscotti', ['flour', 'star anise', 'sugar']);
    const usage = async () => {
      const response = await member.post(PATH, { ingredient1: 'orange', ingredient2: 'star anise' });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as FlavorPairingResponse).usageContext;
    };

    // Orange zest is a form of orange; the private and the pending recipe are not published.
    expect(await usage()).toContain('On Hearth, 2 published recipes use both, including “Star Anise Braised Beef” and “Poached Pears”.');
    const edited = await admin.put(`/api/recipes/${braised}`, sampleRecipe({ title: 'Star Anise Braised Beef', ingredients: lines('beef', 'star anise', 'soy sauce') }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await usage()).toContain('On Hearth, 1 published recipe uses both, including “Poached Pears”.');
    const hidden = await admin.put(`/api/recipes/${poached}`, sampleRecipe({ title: 'Poached Pears', ingredients: lines('pear', 'star anise', 'orange'), visibility: 'private' }));
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await usage()).toContain('No published Hearth recipe uses both orange and star anise yet.');
  });
});

describe('flavor pairing with a model', () => {
  const modelAnswer = {
    compatibilityScore: 88,
    unexpectedRating: 0.5,
    usageContext: 'Tear basil over tomatoes just before serving.',
    scientificBasis: 'They share no key compounds; tradition carries the pairing.',
    sharedCompounds: [],
  };

  it('uses a model answer that agrees with the pairing data, marked as the model’s', async () => {
    const member = await createMember(withModel, 'approved');
    server.script({ kind: 'json', content: modelAnswer });
    const response = await requester(withModel, member.cookie).post(PATH, { ingredient1: 'tomato', ingredient2: 'basil' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...modelAnswer, source: 'model' });
    const prompt = server.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('<<<DATA');
    expect(prompt).toContain('insalata Caprese');
  });

  it('rejects a model answer that invents a shared compound, and the built-in engine answers', async () => {
    const member = await createMember(withModel, 'approved');
    server.script({ kind: 'json', content: { ...modelAnswer, sharedCompounds: ['linalool'] } });
    const before = (await outcomes()).filter((o) => o === 'fallback').length;
    const body = (await requester(withModel, member.cookie).post(PATH, { ingredient1: 'tomato', ingredient2: 'basil' })).json() as FlavorPairingResponse;
    expect(body.source).toBe('builtin');
    expect(body.sharedCompounds).toEqual([]);
    expect(body.usageContext).toContain('insalata Caprese');
    expect((await outcomes()).filter((o) => o === 'fallback').length).toBe(before + 1);
  });

  it('rejects a model score far from the data (calling a non-pair excellent)', async () => {
    const member = await createMember(withModel, 'approved');
    server.script({ kind: 'json', content: { ...modelAnswer, compatibilityScore: 97 } });
    const body = (await requester(withModel, member.cookie).post(PATH, { ingredient1: 'blueberry', ingredient2: 'fish sauce' })).json() as FlavorPairingResponse;
    expect(body.source).toBe('builtin');
    expect(body.compatibilityScore).toBeLessThan(60);
  });
});
