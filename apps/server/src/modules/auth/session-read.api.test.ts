import { currentUserSchema } from '@hearth/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { cookieWithOtherToken, createMember, createTestApp, type MemberRole, type TestApp } from '../../../test/helpers';

/**
 * GET /api/session, the app's first read (decision 0039): for every kind of caller, what GET /api/user
 * answers, except that a visitor's 401 is a 200 with null (a 4xx is a console error in the browser).
 */
let t: TestApp;
beforeAll(async () => {
  // No read cache: a ban set in the database below must be seen at once.
  t = await createTestApp({ READ_CACHE_SECONDS: '0' });
});

const read = (url: '/api/user' | '/api/session', cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/session', () => {
  it('answers a visitor 200 with null, where /api/user answers 401', async () => {
    expect((await read('/api/user')).statusCode).toBe(401);
    const session = await read('/api/session');
    expect(session.statusCode).toBe(200);
    expect(session.headers['content-type']).toMatch(/^application\/json/);
    expect(session.json()).toBeNull();
  });

  it('answers every signed-in role exactly what /api/user answers', async () => {
    const roles: MemberRole[] = ['incomplete', 'pending', 'approved', 'admin', 'superAdmin'];
    for (const role of roles) {
      const { cookie } = await createMember(t, role);
      const user = await read('/api/user', cookie);
      const session = await read('/api/session', cookie);
      expect(user.statusCode, role).toBe(200);
      expect(session.statusCode, role).toBe(200);
      expect(currentUserSchema.parse(session.json()), role).toEqual(user.json());
    }
  });

  it('a ban ends the session: null, as /api/user’s 401', async () => {
    const { cookie } = await createMember(t, 'banned');
    expect((await read('/api/user', cookie)).statusCode).toBe(401);
    expect((await read('/api/session', cookie)).json()).toBeNull();
  });

  it('refuses a banned account that still holds a session as /api/user does (403 BANNED)', async () => {
    const member = await createMember(t, 'approved');
    // The flag without the ban's ending of sessions: only the policy stands between this cookie and the read.
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.id, member.userId));
    const user = await read('/api/user', member.cookie);
    const session = await read('/api/session', member.cookie);
    expect(user.statusCode).toBe(403);
    expect(session.statusCode).toBe(403);
    expect(session.json()).toEqual(user.json());
    expect(session.json()).toMatchObject({ code: 'BANNED' });
  });

  it('a tampered cookie reads as a visitor', async () => {
    const { cookie } = await createMember(t, 'approved');
    const forged = cookieWithOtherToken(cookie);
    expect((await read('/api/user', forged)).statusCode).toBe(401);
    expect((await read('/api/session', forged)).json()).toBeNull();
  });
});
