import { triviaResponseSchema, type TriviaResponse } from '@hearth/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, requester, modelEnv, type TestApp } from '../../../../test/helpers';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../test/openai-test-server';
import { aiCalls, aiToolRuns } from '../../../db/schema';
import { seedDemoContent } from '../../../db/seed/seed-demo';
import { nextFactKeys, triviaFact, triviaFacts } from './builtin';

const PATH = '/api/ai/trivia';
let server: OpenAiTestServer;
let t: TestApp;

beforeAll(async () => {
  server = await startOpenAiTestServer();
  t = await createTestApp(modelEnv(server.url));
  await seedDemoContent(t.database.db);
});
afterAll(async () => server.close());

async function fallbacks() {
  return (await t.database.db.select().from(aiCalls)).filter((c) => c.task === 'trivia' && c.outcome === 'fallback').length;
}

async function shownKeys(userId: string) {
  const rows = await t.database.db
    .select()
    .from(aiToolRuns)
    .where(and(eq(aiToolRuns.userId, userId), eq(aiToolRuns.tool, 'trivia')))
    .orderBy(aiToolRuns.id);
  return rows.map((row) => (row.request as { keys: string[] }).keys);
}

async function facts(cookie: string) {
  const response = await requester(t, cookie).get(PATH);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as TriviaResponse;
  expect(triviaResponseSchema.safeParse(body).success).toBe(true);
  return body;
}

describe('food trivia', () => {
  it('gives different facts on each call, continuing the cycle recorded in the member’s history', async () => {
    const member = await createMember(t, 'approved');
    server.script({ kind: 'status', status: 500 });
    const first = await facts(member.cookie);
    const second = await facts(member.cookie);
    expect(first.source).toBe('builtin');
    expect(second.facts.filter((fact) => first.facts.includes(fact))).toEqual([]);
    const [firstKeys, secondKeys] = await shownKeys(member.userId);
    expect(firstKeys).toEqual(nextFactKeys(triviaFacts(), member.userId, null));
    expect(secondKeys).toEqual(nextFactKeys(triviaFacts(), member.userId, firstKeys!.at(-1)!));
    expect(first.facts).toEqual(firstKeys!.map((key) => triviaFact(key)!.text));
  });

  it('uses a model answer that keeps every fact’s figures and source, marked as the model’s', async () => {
    const member = await createMember(t, 'approved');
    const keys = nextFactKeys(triviaFacts(), member.userId, null);
    const reworded = keys.map((key) => `Did you know? ${triviaFact(key)!.text}`);
    server.script({ kind: 'json', content: { facts: reworded } });
    const body = await facts(member.cookie);
    expect(body.source).toBe('model');
    expect(body.facts).toEqual(reworded);
  });

  it('rejects a model answer that changes a figure or adds raw HTML; the built-in facts are shown', async () => {
    const member = await createMember(t, 'approved');
    const keys = nextFactKeys(triviaFacts(), member.userId, null);
    const texts = keys.map((key) => triviaFact(key)!.text);
    server.script({ kind: 'json', content: { facts: texts.map((text) => `<script>alert(1)</script>${text.replace(/\d+/, '7777')}`) } });
    const before = await fallbacks();
    const body = await facts(member.cookie);
    expect(body.source).toBe('builtin');
    expect(body.facts).toEqual(texts);
    expect(await fallbacks()).toBe(before + 1);
  });
});
