import { createHmac, timingSafeEqual } from 'node:crypto';

/** Better Auth keeps a session for 30 days and extends it when a day has passed since it last did. */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

/**
 * The session token inside a signed session cookie (`<token>.<base64 HMAC-SHA256 of token>`, as Better
 * Auth signs it), or null when the signature does not match. Checked here, synchronously, so a request
 * costs one HMAC and one query instead of a trip through the auth library's web-request pipeline.
 */
export function verifiedSessionToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const given = Buffer.from(cookieValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Whether Better Auth would extend this session now (it does so at most once per SESSION_UPDATE_AGE_S). */
export function sessionNeedsRefresh(expiresAt: Date, now = Date.now()): boolean {
  return expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now;
}
