import type { FlavorPairingResponse } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, requester, type TestApp } from '../../../../test/helpers';
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
