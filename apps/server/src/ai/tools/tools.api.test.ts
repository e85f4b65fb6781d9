import { aiToolRoutes, AI_TOOL_CONTRACTS, serverMessages, type ToolEndpoint } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, modelEnv, type TestApp } from '../../../test/helpers';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../test/openai-test-server';
import { aiCalls } from '../../db/schema';
import { seedDemoContent } from '../../db/seed/seed-demo';

/**
 * The registry's table-driven test (DESIGN §4): every endpoint of every tool contract, for roles,
 * validation messages, the response schema, history privacy, the AI rate limit and the fallback from an
 * off-schema model answer. A new tool is covered by adding its contract, with no change here.
 */
const routes = aiToolRoutes().map((route) => ({ ...route, endpoint: (AI_TOOL_CONTRACTS[route.key].endpoints as Record<string, ToolEndpoint>)[route.name]! }));

function multipartFields(fields: Record<string, unknown>) {
  const boundary = `----hearthtool${Date.now().toString(16)}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One request to a tool endpoint, shaped as its contract says (JSON, query or multipart). */
function call(t: TestApp, endpoint: ToolEndpoint, request: unknown, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (endpoint.body === 'query') {
    const query = new URLSearchParams(Object.entries((request ?? {}) as Record<string, string>)).toString();
    return t.app.inject({ method: endpoint.method, url: query ? `${endpoint.path}?${query}` : endpoint.path, headers });
  }
  if (endpoint.body === 'multipart') {
    const body = multipartFields((request ?? {}) as Record<string, unknown>);
    return t.app.inject({ method: endpoint.method, url: endpoint.path, headers: { ...headers, ...body.headers }, payload: body.payload });
  }
  return t.app.inject({ method: endpoint.method, url: endpoint.path, headers, payload: request as object });
}

let t: TestApp;
let members: Record<'pending' | 'approved' | 'other', { cookie: string }>;
beforeAll(async () => {
  t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '1000' });
  await seedDemoContent(t.database.db);
  members = { pending: await createMember(t, 'pending'), approved: await createMember(t, 'approved'), other: await createMember(t, 'approved') };
});

describe.each(routes)('$method $path ($key)', ({ endpoint }) => {
  it('is for approved members: 401 signed out, 403 while pending', async () => {
    expect((await call(t, endpoint, endpoint.examples.valid)).statusCode).toBe(401);
    const pending = await call(t, endpoint, endpoint.examples.valid, members.pending.cookie);
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ message: serverMessages.approvalRequired });
  });

  it('answers the valid example with its contract’s response', async () => {
    const response = await call(t, endpoint, endpoint.examples.valid, members.approved.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(endpoint.response.safeParse(response.json()).success).toBe(true);
  });
});

it.each(routes.filter((r) => r.endpoint.examples.invalid))('$method $path refuses its invalid example with the member-facing message, changing nothing', async ({ endpoint }) => {
  const before = await t.database.db.select().from(aiCalls);
  const response = await call(t, endpoint, endpoint.examples.invalid!.request, members.approved.cookie);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: endpoint.examples.invalid!.message });
  expect(await t.database.db.select().from(aiCalls)).toHaveLength(before.length);
});

const historyRoutes = routes.filter((r) => r.name === 'history');
if (historyRoutes.length) {
  it.each(historyRoutes)('$method $path shows a member only their own history', async ({ key, endpoint }) => {
    const run = routes.find((r) => r.key === key && r.endpoint.usesAi)!.endpoint;
    expect((await call(t, run, run.examples.valid, members.approved.cookie)).statusCode).toBe(200);
    const mine = (await call(t, endpoint, endpoint.examples.valid, members.approved.cookie)).json() as { id: number }[];
    const theirs = (await call(t, endpoint, endpoint.examples.valid, members.other.cookie)).json() as { id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.map((row) => row.id));
    expect(theirs.filter((row) => mineIds.has(row.id))).toEqual([]);
  });
}

describe('shared rules of every AI endpoint', () => {
  let server: OpenAiTestServer;
  beforeAll(async () => {
    server = await startOpenAiTestServer();
  });
  afterAll(async () => server.close());

  it('each member has AI_RATE_LIMIT_PER_MINUTE calls a minute, counted across tools', async () => {
    const limited = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '2' });
    await seedDemoContent(limited.database.db);
    const member = await createMember(limited, 'approved');
    const aiRoutes = routes.filter((r) => r.endpoint.usesAi);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { endpoint } = aiRoutes[i % aiRoutes.length]!;
      statuses.push((await call(limited, endpoint, endpoint.examples.valid, member.cookie)).statusCode);
    }
    expect(statuses.slice(0, 2).every((s) => s === 200)).toBe(true);
    expect(statuses[2]).toBe(429);
  });

  it('an off-schema model answer falls back to the built-in engine and is logged as a fallback', async () => {
    const withModel = await createTestApp(modelEnv(server.url));
    await seedDemoContent(withModel.database.db);
    const member = await createMember(withModel, 'approved');
    server.script({ kind: 'json', content: { nothing: 'that any tool asked for' } });
    for (const { endpoint } of routes.filter((r) => r.endpoint.usesAi)) {
      const response = await call(withModel, endpoint, endpoint.examples.valid, member.cookie);
      expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(200);
      expect(endpoint.response.safeParse(response.json()).success).toBe(true);
    }
    const outcomes = (await withModel.database.db.select().from(aiCalls)).map((c) => `${c.provider}:${c.outcome}`);
    expect(outcomes).toContain('openai-compatible:fallback');
    expect(outcomes).not.toContain('openai-compatible:ok');
  });
});
