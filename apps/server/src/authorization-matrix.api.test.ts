import { createCacheGroup } from './cache/read-cache';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type MemberRole, type TestApp } from '../test/helpers';
import type { Auth } from './modules/auth/better-auth';
import type { UsersRepository, Viewer } from './modules/users/users.repository';
import { registerAuthentication } from './plugins/authentication';
import { decide, policyKey, recipeRules, ROLES, routePolicy, type RoleName } from './policy';

/**
 * Every registered /api route crossed with every role (issue 3). The expected outcome comes from the
 * policy table itself, so a new route is covered the moment it is registered.
 */

const POLICY_CODES = new Set(['UNAUTHORIZED', 'BANNED', 'PROFILE_REQUIRED', 'APPROVAL_REQUIRED', 'ADMIN_REQUIRED', 'SUPER_ADMIN_REQUIRED']);

/** What the server knows about each role's session. Banned members have none: a ban ends them. */
function viewerFor(role: RoleName): Viewer | null {
  if (role === 'visitor' || role === 'banned') return null;
  const base: Viewer = {
    id: 'x',
    email: 'x@y.z',
    firstName: null,
    lastName: null,
    image: null,
    isApproved: false,
    isBanned: false,
    isAdmin: false,
    isSuperAdmin: false,
    autoApprove: false,
    username: 'cook',
    foodProfile: null,
  };
  switch (role) {
    case 'incomplete':
      return { ...base, username: null };
    case 'pending':
      return base;
    case 'approved':
      return { ...base, isApproved: true };
    case 'admin':
      return { ...base, isApproved: true, isAdmin: true };
    case 'superAdmin':
      return { ...base, isApproved: true, isAdmin: true, isSuperAdmin: true };
  }
}

let t: TestApp;
const cookies = new Map<RoleName, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    if (role !== 'visitor') cookies.set(role, (await createMember(t, role as MemberRole)).cookie);
  }
});

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '999999').replace('*', 'get-session');

describe('authorization matrix', () => {
  it('every registered /api route has a policy row, and every row a route', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => policyKey(r.method, r.url)));
    expect([...registered].filter((key) => !routePolicy[key])).toEqual([]);
    expect(Object.keys(routePolicy).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('each role gets exactly what the policy allows on every route', async () => {
    const failures: string[] = [];
    for (const { method, url } of t.app.apiRoutes) {
      const access = routePolicy[policyKey(method, url)]!;
      for (const role of ROLES) {
        // Public routes (sign-in, logout) are proven for visitors; running them as members would end their sessions.
        if (access === 'public' && role !== 'visitor') continue;
        const cookie = cookies.get(role);
        const response = await t.app.inject({
          method: method as 'GET',
          url: concreteUrl(url),
          headers: cookie ? { cookie } : {},
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const decision = decide(access, viewerFor(role));
        const code = response.headers['content-type']?.toString().includes('json') ? (response.json() as { code?: string } | null)?.code : undefined;
        if (decision.allowed) {
          if (response.statusCode === 401 || (code && POLICY_CODES.has(code))) failures.push(`${role} ${method} ${url}: expected allowed, got ${response.statusCode} ${code}`);
        } else if (response.statusCode !== decision.error.status || code !== decision.error.code) {
          failures.push(`${role} ${method} ${url}: expected ${decision.error.status} ${decision.error.code}, got ${response.statusCode} ${code}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('the server refuses to start with a route that has no policy row', () => {
    const app = Fastify();
    registerAuthentication(app, {
      auth: {} as Auth,
      secret: 'unused-in-this-test',
      users: {} as UsersRepository,
      viewers: createCacheGroup({ ttlMs: 0 }).cache({ maxEntries: 1 }),
    });
    expect(() => app.get('/api/secret-new-thing', async () => 'oops')).toThrow(/GET \/api\/secret-new-thing has no row in the authorization policy/);
  });
});

/**
 * Object rules (issue 4): recipes in every state crossed with who asks and what they do. Expected
 * outcomes come from `recipeRules` in the policy module: invisible → 404, visible but not yours →
 * 403 for creator-only actions, your own or an unlisted one → 403 for rating.
 */
describe('object rules for recipes', () => {
  it('owner, private and pending rules hold for view, edit, versions and rating', async () => {
    const objects = await createTestApp();
    const alice = await createMember(objects, 'approved');
    const bob = await createMember(objects, 'approved');
    const admin = await createMember(objects, 'admin');
    const viewerOf = {
      alice: { ...viewerFor('approved')!, id: alice.userId },
      bob: { ...viewerFor('approved')!, id: bob.userId },
      admin: { ...viewerFor('admin')!, id: admin.userId },
    };
    const cookieOf = { alice: alice.cookie, bob: bob.cookie, admin: admin.cookie };
    const make = async (cookie: string, payload: object) => {
      const response = await objects.app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: { cookie },
        payload: { title: 'Object rule soup', ingredients: [{ name: 'rice', quantity: '1', unit: 'cup' }], steps: [{ instruction: 'Boil the rice until tender.' }], ...payload },
      });
      return response.json() as { id: number; createdBy: string; isApproved: boolean; visibility: string };
    };
    const all = {
      'alice pending public': await make(alice.cookie, {}),
      'alice pending private': await make(alice.cookie, { visibility: 'private' }),
      'admin approved private': await make(admin.cookie, { visibility: 'private' }),
      'admin approved public': await make(admin.cookie, {}),
    };

    const failures: string[] = [];
    for (const [label, recipe] of Object.entries(all)) {
      const state = { createdBy: recipe.createdBy, isApproved: recipe.isApproved, visibility: recipe.visibility, creatorBanned: false };
      for (const who of ['alice', 'bob', 'admin'] as const) {
        const viewer = viewerOf[who];
        const visible = recipeRules.canView(viewer, state);
        const creator = recipeRules.isCreator(viewer, state);
        const expected = {
          view: visible ? 200 : 404,
          versions: !visible ? 404 : creator ? 200 : 403,
          edit: !visible ? 404 : creator ? 200 : 403,
          rate: !visible ? 404 : creator || !recipeRules.takesRatings(state) ? 403 : 200,
        };
        const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
          objects.app.inject({ method, url, headers: { cookie: cookieOf[who] }, ...(payload ? { payload } : {}) });
        const actual = {
          view: (await send('GET', `/api/recipes/${recipe.id}`)).statusCode,
          versions: (await send('GET', `/api/recipes/${recipe.id}/versions`)).statusCode,
          edit: (
            await send('PUT', `/api/recipes/${recipe.id}`, {
              title: 'Object rule soup',
              visibility: recipe.visibility,
              ingredients: [{ name: 'rice', quantity: '1', unit: 'cup' }],
              steps: [{ instruction: 'Boil the rice until tender.' }],
            })
          ).statusCode,
          rate: (await send('POST', `/api/recipes/${recipe.id}/rate`, { rating: 4 })).statusCode,
        };
        for (const action of Object.keys(expected) as (keyof typeof expected)[]) {
          if (actual[action] !== expected[action]) failures.push(`${who} ${action} "${label}": expected ${expected[action]}, got ${actual[action]}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The table is not vacuous: pending and approved, private and public recipes are all in it.
    expect(new Set(Object.values(all).map((r) => `${r.isApproved}/${r.visibility}`)).size).toBe(4);
  });
});
