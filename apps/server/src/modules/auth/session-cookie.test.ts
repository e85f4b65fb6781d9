import { serializeSignedCookie } from 'better-call';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRES_IN_S, sessionNeedsRefresh, verifiedSessionToken } from './session-cookie';

const SECRET = 'a-session-secret-of-at-least-32-characters';

/** The cookie as the browser sends it back (Better Auth URL-encodes it; the cookie parser decodes it). */
const cookieFor = async (token: string, secret = SECRET) => {
  const header = await serializeSignedCookie('hearth.session_token', token, secret);
  return decodeURIComponent(header.split(';')[0]!.slice(header.indexOf('=') + 1));
};

describe('verifiedSessionToken', () => {
  it('reads the token from a cookie Better Auth signed', async () => {
    expect(verifiedSessionToken(await cookieFor('tok3n-abc'), SECRET)).toBe('tok3n-abc');
  });

  it('refuses a cookie signed with another secret, a changed token, or no signature', async () => {
    expect(verifiedSessionToken(await cookieFor('tok3n-abc', 'another-secret-of-at-least-32-characters'), SECRET)).toBeNull();
    const signed = await cookieFor('tok3n-abc');
    expect(verifiedSessionToken(signed.replace('tok3n-abc', 'tok3n-abd'), SECRET)).toBeNull();
    expect(verifiedSessionToken('tok3n-abc', SECRET)).toBeNull();
    expect(verifiedSessionToken('tok3n-abc.', SECRET)).toBeNull();
    expect(verifiedSessionToken('.c2lnbmF0dXJl', SECRET)).toBeNull();
  });
});

describe('sessionNeedsRefresh', () => {
  it('is true once a day has passed since the session was last extended', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const extendedAt = (msAgo: number) => new Date(now - msAgo + SESSION_EXPIRES_IN_S * 1000);
    expect(sessionNeedsRefresh(extendedAt(60_000), now)).toBe(false);
    expect(sessionNeedsRefresh(extendedAt(23 * 3_600_000), now)).toBe(false);
    expect(sessionNeedsRefresh(extendedAt(24 * 3_600_000), now)).toBe(true);
  });
});
