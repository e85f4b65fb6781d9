import { createHash } from 'node:crypto';
import { serverMessages, THEME_INIT_SCRIPT } from '@hearth/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('server foundations', () => {
  it('GET /healthz answers 200 while the process is up (liveness; readiness is /readyz)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', rateLimits: 'in-process' });
  });

  it('unknown /api paths get a 404 JSON error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: `${serverMessages.notFound}: GET /api/does-not-exist`, code: 'NOT_FOUND' });
  });

  it('malformed JSON gets a 400 in the error shape', async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie, 'content-type': 'application/json' }, payload: '{"username":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Same-origin scripts, and one inline script: the theme script, by the hash of its exact text.
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Errors and unknown API paths carry them too.
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(csp);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS when the public URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://hearth.example.com' });
    const response = await secure.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});

describe('cross-origin protection', () => {
  it('refuses state-changing requests from another origin, and changes nothing', async () => {
    const { cookie } = await signUp(t.app);
    const byOrigin = await t.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie, origin: 'https://evil.example' }, payload: { username: 'hijacked' } });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json()).toEqual({ message: serverMessages.crossOrigin, code: 'CROSS_ORIGIN' });
    const byFetchSite = await t.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie, 'sec-fetch-site': 'cross-site' }, payload: { username: 'hijacked' } });
    expect(byFetchSite.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(404);
  });

  it('accepts the same origin', async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie, host: 'localhost:80', origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: { username: 'same_origin_cook' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses cross-site sign-up (login CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'X', email: 'x@evil.example', password: 'password123' },
    });
    expect(response.statusCode).toBe(403);
  });
});
