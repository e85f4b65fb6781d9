import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieWithOtherToken, createMember, createTestApp, type TestApp } from '../../test/helpers';
import { sessions } from '../db/schema';
import { SESSION_EXPIRES_IN_S } from '../modules/auth/session-cookie';

/**
 * The session is checked without the auth library on every request (one HMAC, one statement); these
 * pin down that it still refuses what Better Auth refuses and still extends a session once a day.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_SECONDS: '0' });
});

const getUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
const sessionOf = async (userId: string) => (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;
const setExpiry = (userId: string, expiresAt: Date) => t.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.userId, userId));

describe('session lookup', () => {
  it('accepts the signed cookie and refuses one whose token or signature was changed', async () => {
    const member = await createMember(t, 'approved');
    expect((await getUser(member.cookie)).statusCode).toBe(200);
    const [name, value] = member.cookie.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const otherToken = cookieWithOtherToken(member.cookie);
    const otherSignature = `${name}=${encodeURIComponent(`${decoded.slice(0, decoded.lastIndexOf('.'))}.${'A'.repeat(43)}=`)}`;
    expect((await getUser(otherToken)).statusCode).toBe(401);
    expect((await getUser(otherSignature)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const member = await createMember(t, 'approved');
    await setExpiry(member.userId, new Date(Date.now() - 60_000));
    expect((await getUser(member.cookie)).statusCode).toBe(401);
  });

  it('extends a session last extended more than a day ago, and leaves a fresh one alone', async () => {
    const member = await createMember(t, 'approved');
    const fresh = (await sessionOf(member.userId)).expiresAt;
    expect((await getUser(member.cookie)).statusCode).toBe(200);
    expect((await sessionOf(member.userId)).expiresAt).toEqual(fresh);

    const twoDaysAgo = new Date(Date.now() + SESSION_EXPIRES_IN_S * 1000 - 2 * 86_400_000);
    await setExpiry(member.userId, twoDaysAgo);
    expect((await getUser(member.cookie)).statusCode).toBe(200);
    const extended = (await sessionOf(member.userId)).expiresAt.getTime();
    expect(extended).toBeGreaterThan(twoDaysAgo.getTime() + 86_400_000);
  });

  it('ends with a ban: the banned member’s sessions are gone', async () => {
    const member = await createMember(t, 'banned');
    expect((await getUser(member.cookie)).statusCode).toBe(401);
  });
});
