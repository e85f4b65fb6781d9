import { AI_TOOL_CONTRACTS, AI_TOOL_KEYS, type ToolEndpoint } from '@hearth/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, sampleRecipe, requester, type TestApp } from '../test/helpers';
import { policyKey, routePolicy } from './policy';

/**
 * Issue 12, item 5: no input makes the server answer 5xx. Every JSON route of the policy table gets
 * arbitrary and hostile bodies, query strings and path ids, as an approved member and as an admin.
 * A failure prints fast-check's seed and the smallest request that still fails.
 */

const RUNS_PER_ROUTE = 30;

// Routes left out, each for a reason: multipart uploads are attacked by the upload tests, and signing out
// would end the session the rest of the run relies on.
const SKIPPED = new Set([
  'GET /api/logout',
  'POST /api/logout',
  'POST /api/admin/recipes/:id/upload-image',
  'POST /api/admin/ingredients/:id/upload-image',
  'POST /api/profile/avatar',
]);
const multipartAiRoutes = new Set(
  AI_TOOL_KEYS.flatMap((key) =>
    Object.values(AI_TOOL_CONTRACTS[key].endpoints as Record<string, ToolEndpoint>)
      .filter((e) => e.body === 'multipart')
      .map((e) => `${e.method} ${e.path}`),
  ),
);

/** Text that broke the server before: control characters, broken Unicode, impossible dates, huge numbers. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u001b[31m',
    '2026-02-30',
    '0000-00-00',
    '9999-12-31',
    '2147483648',
    '-1',
    '0',
    '1e309',
    'NaN',
    '',
    ' ',
    '9'.repeat(40),
    '__proto__',
    'constructor',
    '%00',
    '../../etc/passwd',
    "'; drop table recipes; --",
    '<script>alert(1)</script>',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308, -0, 0.5, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '': null }),
  fc.array(hostileText, { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A body that is valid for the route, with one field replaced, or extra fields added, or arbitrary JSON. */
/** A stable 32-bit seed for a route, so each route explores its own inputs, the same on every run. */
function seedOf(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash | 0;
}

function bodyFor(seed: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(seed);
  const mutated = keys.length
    ? fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...seed, [key]: value }))
    : fc.dictionary(hostileText, hostileValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: fc.dictionary(hostileText, hostileValue, { maxKeys: 5 }).map((extra) => ({ ...seed, ...extra })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 6 }) },
  );
}

/** Percent-encodes every UTF-8 byte, so any string (a lone surrogate becomes U+FFFD) can travel in a URL. */
const encode = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const QUERY_KEYS = ['limit', 'offset', 'search', 'type', 'cuisines', 'dietTypes', 'mealTypes', 'startDate', 'endDate', 'weekStart', 'mode', 'q', 'id'];
const rawQueryPiece = fc.constantFrom('%', '%zz', '%ED%A0%80', '%00', '%C0%AF', '&&', '==', '[]', 'a[b]=c');
const queryString = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileText), fc.oneof(hostileText, hostileNumber.map(String))), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
  fc.array(rawQueryPiece, { minLength: 1, maxLength: 3 }).map((pieces) => pieces.join('&')),
);
const DEEP_ARRAYS = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`;
const DEEP_OBJECTS = `${'{"name":'.repeat(5000)}1${'}'.repeat(5000)}`;
const hostileId = fc.constantFrom('2147483648', '99999999999999999999999', '-1', '0', '1.5', 'abc', '%00', '1e3', '0x10', '%20', encode('\ud800'));

let t: TestApp;
const cookies: Record<'approved' | 'admin', string> = { approved: '', admin: '' };
/** Real ids to put in paths, so requests reach the services and repositories, not only the validators. */
const ids: Record<string, string> = {};
const seeds: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  t = await createTestApp({ AI_RATE_LIMIT_PER_MINUTE: '100000' });
  const member = await createMember(t, 'approved');
  const admin = await createMember(t, 'admin');
  const target = await createMember(t, 'pending');
  cookies.approved = member.cookie;
  cookies.admin = admin.cookie;
  const asMember = requester(t, member.cookie);
  const recipe = (await asMember.post('/api/recipes', sampleRecipe())).json() as { id: number };
  const versions = (await asMember.get(`/api/recipes/${recipe.id}/versions`)).json() as { id: number }[];
  const collection = (await asMember.post('/api/collections', { name: 'Fuzzed', isPublic: true })).json() as { id: number };
  ids.id = String(recipe.id);
  ids.recipeId = String(recipe.id);
  ids.versionId = String(versions[0]?.id ?? 1);
  ids.collectionId = String(collection.id);
  ids.userId = target.userId;

  const today = '2026-11-23';
  Object.assign(seeds, {
    'POST /api/recipes': sampleRecipe(),
    'PUT /api/recipes/:id': sampleRecipe(),
    'POST /api/recipes/:id/rate': { rating: 4 },
    'POST /api/collections': { name: 'Weeknight', description: 'Quick ones', isPublic: true },
    'POST /api/collections/:collectionId/recipes': { recipeId: recipe.id },
    'POST /api/meal-plans': { recipeId: recipe.id, plannedDate: today, mealType: 'dinner', notes: 'x', servings: 2 },
    'POST /api/shopping-list/checks': { weekStart: today, itemKey: 'onion', checked: true },
    'POST /api/profile': { username: 'fuzzed_cook', location: 'Pune', allergies: ['Peanuts'], dailyCalorieTarget: 2000 },
    'POST /api/admin/users/:userId/approve': { autoApprove: true },
    'POST /api/auth/sign-in/email': { email: 'nobody@hearth.test', password: 'not-the-password' },
    'POST /api/auth/sign-up/email': { name: 'Fuzz', email: 'fuzz@hearth.test', password: 'correct-horse-battery' },
    'POST /api/auth/*': { name: 'Asha R' },
    'POST /api/login/sign-in': { email: 'nobody@hearth.test', password: 'not-the-password' },
    'POST /api/login/sign-up': { name: 'Fuzz', email: 'fuzz2@hearth.test', password: 'correct-horse-battery' },
  });
  for (const key of AI_TOOL_KEYS) {
    for (const e of Object.values(AI_TOOL_CONTRACTS[key].endpoints as Record<string, ToolEndpoint>)) {
      const valid = e.examples.valid;
      if (valid && typeof valid === 'object' && !Array.isArray(valid)) seeds[`${e.method} ${e.path}`] = valid as Record<string, unknown>;
    }
  }
});

/** Every JSON route of the policy table, with its wildcard made concrete (update-user and get-session are Better Auth's). */
const routes = Object.keys(routePolicy)
  .filter((key) => !SKIPPED.has(key) && !multipartAiRoutes.has(key))
  .map((key) => {
    const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    return { key, method, path: path.replace('*', method === 'GET' ? 'get-session' : 'update-user') };
  });

describe('fuzzing every JSON route', () => {
  it('covers the policy table', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.every(({ key }) => routePolicy[key])).toBe(true);
  });

  it.each(routes)('$key never answers 5xx', async ({ key, method, path }) => {
    const pathParams = path.match(/:[A-Za-z]+/g) ?? [];
    const request = fc.record({
      role: fc.constantFrom('approved' as const, 'admin' as const),
      query: queryString,
      body: bodyFor(seeds[key] ?? {}),
      rawBody: fc.option(fc.constantFrom('{', '{"a":', '[1,]', 'nul', '"\\ud800"', '{"name":"\\u0000"}', '{"__proto__":{"isAdmin":true}}', DEEP_ARRAYS, DEEP_OBJECTS), {
        nil: undefined,
      }),
      badIds: fc.array(fc.option(hostileId, { nil: undefined, freq: 3 }), { minLength: pathParams.length, maxLength: pathParams.length }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ role, query, body, rawBody, badIds }) => {
        let url = path;
        pathParams.forEach((param, i) => {
          url = url.replace(param, badIds[i] ?? ids[param.slice(1)] ?? '1');
        });
        if (query) url += `?${query}`;
        const hasBody = method !== 'GET';
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie: cookies[role], ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: rawBody ?? JSON.stringify(body) } : {}),
        });
        if (response.statusCode >= 500) throw new Error(`${policyKey(method, url)} as ${role} → ${response.statusCode} ${response.body.slice(0, 300)}`);
      }),
      // A fixed seed per route keeps CI repeatable (a random one made a run fail or pass by chance);
      // FUZZ_SEED=<number> explores other inputs locally, and a failure prints the seed to replay.
      { numRuns: RUNS_PER_ROUTE, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : seedOf(key) },
    );
  });
});
