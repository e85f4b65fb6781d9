import { currentUserSchema, serverMessages } from '@hearth/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { CONFIRM_EMAIL_SUBJECT, isBootstrapAdmin } from './better-auth';
import { cookieFrom, createTestApp, PASSWORD, signUp, TEST_ADMIN_EMAIL, uniqueEmail, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const getUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

describe('sign-up and sign-in', () => {
  it('sign-up sets an HttpOnly, SameSite=Lax session cookie and signs the member in', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Asha Rao', email, password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/hearth\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/); // plain http in tests; Secure comes with an https PUBLIC_URL

    const me = await getUser(cookieFrom(response));
    expect(me.statusCode).toBe(200);
    const user = currentUserSchema.parse(me.json());
    expect(user).toMatchObject({ email, firstName: 'Asha', lastName: 'Rao', profileComplete: false, isApproved: false, isAdmin: false, isSuperAdmin: false, profile: null });
  });

  it('GET /api/user is 401 with the error shape when signed out', async () => {
    const response = await getUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: serverMessages.signInRequired, code: 'UNAUTHORIZED' });
  });

  it('a wrong password gets 401 and a message', async () => {
    const { email } = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'not-the-password' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/invalid email or password/i);
    expect(response.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]+\./);
  });

  it('passwords need at least 8 characters and may have 64 or more', async () => {
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Short', email: uniqueEmail(), password: 'seven77' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/password/i);
    const long = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Long', email: uniqueEmail(), password: 'pepper-and-salt-'.repeat(4) } });
    expect(long.statusCode).toBe(200);
  });

  it('common, blank and one-character passwords are refused at sign-up and at a password change', async () => {
    for (const password of ['password1', 'qwertyuiop', 'iloveyou', 'Sunshine1', ' '.repeat(8), 'aaaaaaaa']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Weak', email: uniqueEmail('weak'), password } });
      expect(response.statusCode, JSON.stringify(password)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    }
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/login/sign-up',
      payload: 'name=Weak&email=weak-form%40hearth.test&password=password1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('too easy to guess');
    const { cookie } = await signUp(t.app);
    const change = await t.app.inject({ method: 'POST', url: '/api/account/password', headers: { cookie }, payload: { currentPassword: PASSWORD, newPassword: 'iloveyou1' } });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
  });

  it('clients cannot make themselves admins or approved at sign-up', async () => {
    const email = uniqueEmail('sneaky');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Sneaky', email, password: PASSWORD, isAdmin: true, isSuperAdmin: true, isApproved: true, autoApprove: true },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    // Better Auth refuses server-only fields outright, or ignores them; either way nothing is granted.
    if (response.statusCode === 200) expect(row).toMatchObject({ isAdmin: false, isSuperAdmin: false, isApproved: false, autoApprove: false });
    else expect(row).toBeUndefined();
  });

  it('signing up with an ADMIN_EMAILS address grants nothing until the address is confirmed', async () => {
    const { cookie } = await signUp(t.app, { email: TEST_ADMIN_EMAIL.toUpperCase(), name: 'Head Chef' });
    const user = (await getUser(cookie)).json();
    expect(user).toMatchObject({ isSuperAdmin: false, isAdmin: false, isApproved: false });
  });

  it('with mail configured, confirming an ADMIN_EMAILS address by its link makes its owner super admin', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { enabled: true, send: async (message) => void sent.push(message) };
    const mailing = await createTestApp({ ADMIN_EMAILS: 'owner@hearth.test' }, { mailer });
    const owner = await signUp(mailing.app, { email: 'owner@hearth.test', name: 'Owner' });
    const other = await signUp(mailing.app, { email: uniqueEmail('plain'), name: 'Plain Cook' });
    const asUser = async (cookie: string) => (await mailing.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();
    expect(await asUser(owner.cookie)).toMatchObject({ isSuperAdmin: false });

    const linkFor = (to: string) => {
      const message = sent.find((m) => m.to === to)!;
      expect(message.subject).toBe(CONFIRM_EMAIL_SUBJECT);
      return new URL(/https?:\/\/\S+/.exec(message.text)![0]);
    };
    // Someone else's confirmation promotes no one.
    const otherLink = linkFor(other.email);
    await mailing.app.inject({ method: 'GET', url: otherLink.pathname + otherLink.search });
    expect(await asUser(other.cookie)).toMatchObject({ isSuperAdmin: false, isAdmin: false });

    const link = linkFor('owner@hearth.test');
    const confirmed = await mailing.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.statusCode).toBeLessThan(400);
    expect(await asUser(owner.cookie)).toMatchObject({ isSuperAdmin: true, isAdmin: true, isApproved: true });
  });

  it("the confirmation mail is in the language of the sign-up: the app's language cookie, else Accept-Language", async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { enabled: true, send: async (message) => void sent.push(message) };
    const mailing = await createTestApp({ PUBLIC_URL: 'http://hearth.test' }, { mailer });

    // The sign-up page (Hearth calls Better Auth itself) and Better Auth's own JSON endpoint.
    const hindiEmail = uniqueEmail('hindi');
    const formSignUp = await mailing.app.inject({
      method: 'POST',
      url: '/api/login/sign-up',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'hearth-language=hi' },
      payload: new URLSearchParams({ name: 'Ravi Kumar', email: hindiEmail, password: PASSWORD }).toString(),
    });
    expect(formSignUp.statusCode).toBe(303);
    const spanishEmail = uniqueEmail('spanish');
    const jsonSignUp = await mailing.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'accept-language': 'es' },
      payload: { name: 'Lucía Gómez', email: spanishEmail, password: PASSWORD },
    });
    expect(jsonSignUp.statusCode).toBe(200);

    const hindi = sent.find((m) => m.to === hindiEmail)!;
    expect(hindi.subject).toBe('Hearth के लिए अपने ईमेल की पुष्टि करें');
    expect(hindi.text).toMatch(/^नमस्ते Ravi Kumar,\n\nयह लिंक खोलकर पुष्टि करें कि यह ईमेल पता आपका ही है:/);
    const spanish = sent.find((m) => m.to === spanishEmail)!;
    expect(spanish.subject).toBe('Confirma tu correo electrónico para Hearth');
    expect(spanish.text).toMatch(/^Hola, Lucía Gómez:\n\nConfirma que esta es tu dirección de correo electrónico abriendo este enlace:/);
    const link = new URL(/https?:\/\/\S+/.exec(spanish.text)![0]);
    const confirmed = await mailing.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirmed.headers.location).toBe('/?lang=es');

    const { email } = await signUp(mailing.app, { name: 'Sam Lee' });
    const english = sent.find((m) => m.to === email)!;
    expect(english.subject).toBe(CONFIRM_EMAIL_SUBJECT);
    const url = /https?:\/\/\S+/.exec(english.text)![0];
    expect(new URL(url).searchParams.get('callbackURL')).toBe('/');
    expect(english.text).toBe(
      `Hello Sam Lee,\n\nPlease confirm this is your email address by opening this link:\n${url}\n\nIf you did not create a Hearth account, you can ignore this message.`,
    );
  });

  it('an address vouched for by the sign-in provider is enough; an unverified one is not', () => {
    const config = { adminEmails: ['owner@hearth.test'] };
    expect(isBootstrapAdmin(config, { email: 'Owner@Hearth.test', emailVerified: true })).toBe(true);
    expect(isBootstrapAdmin(config, { email: 'owner@hearth.test', emailVerified: false })).toBe(false);
    expect(isBootstrapAdmin(config, { email: 'someone@hearth.test', emailVerified: true })).toBe(false);
  });

  it('the session id is renewed at every sign-in', async () => {
    const { email, cookie: first } = await signUp(t.app);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const second = cookieFrom(signIn);
    expect(second).toMatch(/hearth\.session_token=/);
    expect(second).not.toEqual(first);
  });
});

describe('logout', () => {
  it('ends the session on the server: the old cookie is dead afterwards', async () => {
    const { cookie } = await signUp(t.app);
    expect((await getUser(cookie)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect(String(logout.headers['set-cookie'])).toMatch(/hearth\.session_token=;/);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('a navigation from another site asks before signing out, and only our own form confirms', async () => {
    const { cookie } = await signUp(t.app);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { referer: 'https://elsewhere.example/page' }]) {
      const asked = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, ...headers } });
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toContain('Sign out of Hearth?');
      expect(asked.body).toContain('<form method="post" action="/api/logout"');
      expect(asked.headers['set-cookie']).toBeUndefined();
      expect((await getUser(cookie)).statusCode).toBe(200);
    }
    const forged = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: 'https://elsewhere.example' } });
    expect(forged.statusCode).toBe(403);
    expect((await getUser(cookie)).statusCode).toBe(200);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(confirmed.statusCode).toBe(303);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('our own Logout link signs out at once', async () => {
    const { cookie } = await signUp(t.app);
    const logout = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(logout.statusCode).toBe(302);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });
});

describe('the sign-in page', () => {
  it('GET /api/login shows sign-in and a link to create an account', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('action="/api/login/sign-in"');
    expect(response.body).toContain('href="/api/login?mode=sign-up"');
    expect(response.body).not.toContain('Continue with');
  });

  it('the create-account form signs up and redirects home with a session', async () => {
    const email = uniqueEmail('form');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/sign-up',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Form Cook', email, password: PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect((await getUser(cookieFrom(response))).json()).toMatchObject({ email, firstName: 'Form' });
  });

  it('a wrong password re-renders the page with a message and keeps the email', async () => {
    const { email } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: 'wrong-password!' }).toString(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(serverMessages.invalidCredentials);
    expect(response.body).toContain(`value="${email}"`);
  });

  it("speaks the visitor's language: the web's cookie, else Accept-Language, else English", async () => {
    const signInPage = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/login', headers });
    const hindi = (await signInPage({ cookie: 'hearth-language=hi', 'accept-language': 'es-MX,es;q=0.9' })).body;
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('<h1 id="heading">Hearth में फिर से स्वागत है</h1>');
    expect(hindi).toContain('<label for="password">पासवर्ड</label>');
    expect(hindi).toContain('<button type="submit" class="primary">साइन इन करें</button>');
    expect(hindi).not.toContain('Welcome back');
    const spanish = (await signInPage({ 'accept-language': 'es-MX,es;q=0.9' })).body;
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('¿Olvidaste tu contraseña?');
    expect(spanish).toContain('<a href="/api/login?mode=sign-up">Crea una cuenta</a>');
    for (const headers of [{}, { cookie: 'hearth-language=fr', 'accept-language': 'fr-FR,de;q=0.8' }] as Record<string, string>[]) {
      const body = (await signInPage(headers)).body;
      expect(body).toContain('<html lang="en">');
      expect(body).toContain('Welcome back to Hearth');
    }
  });

  it("says what went wrong in the visitor's language", async () => {
    const { email } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-MX,es;q=0.9' },
      payload: new URLSearchParams({ email, password: 'wrong-password!' }).toString(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('<div class="message error" role="alert"><p>Correo electrónico o contraseña incorrectos</p></div>');
    expect(response.body).not.toContain(serverMessages.invalidCredentials);
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/login/sign-up',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'hearth-language=hi' },
      payload: new URLSearchParams({ name: '', email: uniqueEmail(), password: PASSWORD }).toString(),
    });
    expect(noName.body).toContain('कृपया अपना नाम लिखें।');
  });

  it('escapes what the visitor typed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/sign-up',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: '<script>alert(1)</script>', email: 'not-an-email', password: PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&lt;script&gt;');
  });
});

describe('sign-up with an address that already has an account (issue 12, item 7)', () => {
  it('answers generically, never "User already exists", in JSON and on the sign-up page', async () => {
    const { email } = await signUp(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Someone Else', email: email.toUpperCase(), password: 'another-long-password' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: serverMessages.signUpRefused, code: 'SIGN_UP_REFUSED' });
    expect(again.body).not.toMatch(/exist/i);
    expect(again.headers['set-cookie']).toBeUndefined();

    const page = await t.app.inject({
      method: 'POST',
      url: '/api/login/sign-up',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Someone Else', email, password: 'another-long-password' }).toString(),
    });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain(serverMessages.signUpRefused);
    expect(page.body).not.toMatch(/already exists/i);
  });
});

describe('rate limits', () => {
  const wrongPassword = (app: TestApp['app'], email: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'whatever-pass' }, remoteAddress });

  it('sign-in attempts beyond the per-minute limit get 429', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await wrongPassword(limited.app, 'nobody@hearth.test')).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
    const body = (await wrongPassword(limited.app, 'nobody@hearth.test')).json();
    expect(body).toEqual({ message: serverMessages.tooManyRequests, code: 'RATE_LIMITED' });
  });

  it('one budget per address covers every way in: JSON sign-in, the form pages and sign-up', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '4' });
    const form = (url: string, body: string) => limited.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const statuses = [
      (await wrongPassword(limited.app, 'a@hearth.test')).statusCode,
      (await form('/api/login/sign-in', 'email=a%40hearth.test&password=whatever-pass')).statusCode,
      (await form('/api/login/sign-up', 'name=A&email=b%40hearth.test&password=short')).statusCode,
      (await limited.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'B', email: 'c@hearth.test', password: 'x' } })).statusCode,
    ];
    expect(statuses.every((status) => status !== 429)).toBe(true);
    expect((await form('/api/login/sign-in', 'email=a%40hearth.test&password=whatever-pass')).statusCode).toBe(429);
    expect((await wrongPassword(limited.app, 'a@hearth.test')).statusCode).toBe(429);
    // Another address still has its own budget.
    expect((await wrongPassword(limited.app, 'a@hearth.test', '10.1.2.3')).statusCode).toBe(401);
  });

  it('an account takes a bounded number of wrong passwords an hour, whichever addresses send them', async () => {
    const guarded = await createTestApp({ SIGN_IN_FAILURES_PER_HOUR: '3' });
    const { email } = await signUp(guarded.app);
    const other = await signUp(guarded.app);
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await wrongPassword(guarded.app, email.toUpperCase(), address)).statusCode).toBe(401);
    const locked = await wrongPassword(guarded.app, email, '10.0.0.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: serverMessages.accountSignInLocked, code: 'ACCOUNT_LOCKED' });
    // Even the right password waits out the hour: the guesser may have found it.
    const right = await guarded.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: PASSWORD }, remoteAddress: '10.0.0.5' });
    expect(right.statusCode).toBe(429);
    const page = await guarded.app.inject({
      method: 'POST',
      url: '/api/login/sign-in',
      payload: `email=${encodeURIComponent(email)}&password=${PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Too many failed sign-ins for this account.');
    // Other members are not affected.
    const fine = await guarded.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: other.email, password: PASSWORD } });
    expect(fine.statusCode).toBe(200);
  });

  it('signing in with the right password clears the account’s count of failures', async () => {
    const guarded = await createTestApp({ SIGN_IN_FAILURES_PER_HOUR: '3' });
    const { email } = await signUp(guarded.app);
    for (let i = 0; i < 2; i++) expect((await wrongPassword(guarded.app, email)).statusCode).toBe(401);
    expect((await guarded.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: PASSWORD } })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await wrongPassword(guarded.app, email)).statusCode).toBe(401);
    expect((await wrongPassword(guarded.app, email)).statusCode).toBe(429);
  });

  it('with Redis unreachable the limits still hold, counted in process, and /healthz says so', async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    const cut = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: 'redis://127.0.0.1:1' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await wrongPassword(cut.app, 'nobody@hearth.test')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const health = await cut.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok', rateLimits: 'in-process (Redis unreachable)' });
  });

  it.runIf(process.env.TEST_REDIS_URL)('with Redis, instances share one budget per address', async () => {
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: process.env.TEST_REDIS_URL! };
    const [first, second] = [await createTestApp(env), await createTestApp(env)];
    const address = `10.9.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    await expect.poll(async () => (await first.app.inject({ method: 'GET', url: '/healthz' })).json().rateLimits).toBe('redis');
    const statuses = [];
    // A new address and account each run: Redis keeps counts between runs for their window.
    const email = uniqueEmail('shared-budget');
    for (const app of [first.app, second.app, first.app, second.app]) statuses.push((await wrongPassword(app, email, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('single sign-on (OIDC)', () => {
  const oidc = { OIDC_ISSUER: 'http://127.0.0.1:9/realms/kitchen', OIDC_CLIENT_ID: 'hearth', OIDC_CLIENT_SECRET: 'not-a-real-secret', OIDC_NAME: 'Kitchen SSO' };

  it('offers the provider next to local accounts when configured', async () => {
    const sso = await createTestApp(oidc);
    const page = await sso.app.inject({ method: 'GET', url: '/api/login' });
    expect(page.body).toContain('Continue with Kitchen SSO');
    expect(page.body).toContain('action="/api/login/oidc"');
    expect(page.body).toContain('action="/api/login/sign-in"');
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self' http://127.0.0.1:9");
  });

  it('with LOCAL_ACCOUNTS=false goes straight to the provider, and says so clearly when it cannot be reached', async () => {
    const ssoOnly = await createTestApp({ ...oidc, LOCAL_ACCOUNTS: 'false' });
    const response = await ssoOnly.app.inject({ method: 'GET', url: '/api/login' });
    // Nothing listens on port 9 here, so discovery fails: the visitor gets a clear page, not a stack trace.
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain('The sign-in provider is not reachable.');
    expect(response.body).not.toContain('action="/api/login/sign-in"');
    const signUp = await ssoOnly.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'X', email: 'x@example.com', password: 'long-enough-password' } });
    expect(signUp.statusCode).toBeGreaterThanOrEqual(400);
  });
});
