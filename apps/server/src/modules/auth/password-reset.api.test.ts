import { accountMessages, serverMessages } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { cookieFrom, createTestApp, PASSWORD, signUp, uniqueEmail, type TestApp } from '../../../test/helpers';
import { RESET_PASSWORD_SUBJECT } from './account-mail';
import { RESET_MAILS_PER_HOUR } from './sign-in-guard';

const NEW_PASSWORD = 'a-fresh-kitchen-password';
const form = (app: TestApp['app'], url: string, fields: Record<string, string>, remoteAddress?: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(), remoteAddress });
const signIn = (app: TestApp['app'], email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const status = async (app: TestApp['app'], cookie: string) => (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode;

async function mailingApp(env: Record<string, string> = {}) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { enabled: true, send: async (message) => void sent.push(message) };
  const t = await createTestApp({ PUBLIC_URL: 'http://hearth.test', ...env }, { mailer });
  const resetMails = (to: string) => sent.filter((m) => m.to === to && m.subject === RESET_PASSWORD_SUBJECT);
  /** Reset mail goes out in the background: waits for the reset message to `to`. */
  const mailTo = async (to: string) => {
    for (let i = 0; i < 100 && resetMails(to).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return resetMails(to)[0];
  };
  return { t, sent, mailTo, resetMails };
}

const linkIn = (message: MailMessage) => new URL(/https?:\/\/\S+/.exec(message.text)![0]);

describe('password reset by email', () => {
  it('mails a link; the link opens a form; the new password works and every old session ends', async () => {
    const { t, mailTo } = await mailingApp();
    const { email, cookie } = await signUp(t.app);

    const asked = await form(t.app, '/api/login/forgot-password', { email: email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Check your email');
    const message = (await mailTo(email))!;
    expect(message.subject).toBe(RESET_PASSWORD_SUBJECT);
    const link = linkIn(message);
    expect(link.origin).toBe('http://hearth.test');

    // Better Auth checks the token and sends the browser on to our page.
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    const page = new URL(opened.headers.location!, 'http://hearth.test');
    expect(page.pathname).toBe('/api/login/reset-password');
    const token = page.searchParams.get('token')!;
    const shown = await t.app.inject({ method: 'GET', url: page.pathname + page.search });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Choose a new password');
    expect(shown.body).toContain(`value="${token}"`);

    const differ = await form(t.app, '/api/login/reset-password', { token, password: NEW_PASSWORD, confirm: `${NEW_PASSWORD}!` });
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain(accountMessages.passwordsDiffer);
    const weak = await form(t.app, '/api/login/reset-password', { token, password: 'password123', confirm: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('too easy to guess');
    expect(await status(t.app, cookie)).toBe(200);

    const done = await form(t.app, '/api/login/reset-password', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/api/login?notice=password-reset');
    expect((await t.app.inject({ method: 'GET', url: done.headers.location })).body).toContain('Your password has been changed');
    expect(await status(t.app, cookie)).toBe(401);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);

    // A link works once.
    const again = await form(t.app, '/api/login/reset-password', { token, password: 'yet-another-password', confirm: 'yet-another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(accountMessages.resetLinkInvalid);
    const reopened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(reopened.headers.location).toMatch(/error=INVALID_TOKEN/);
    expect((await t.app.inject({ method: 'GET', url: reopened.headers.location! })).body).toContain(accountMessages.resetLinkInvalid);
  });

  it('in the language the reset was asked in: the pages and the email', async () => {
    const { t, sent } = await mailingApp();
    const { email } = await signUp(t.app);
    const hindi = { cookie: 'hearth-language=hi' };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/login/forgot-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...hindi },
      payload: new URLSearchParams({ email }).toString(),
    });
    expect(asked.body).toContain('<h1 id="heading">अपना ईमेल देखें</h1>');
    const hindiMail = () => sent.find((m) => m.to === email && m.subject === 'अपना Hearth पासवर्ड रीसेट करें');
    for (let i = 0; i < 100 && !hindiMail(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const message = hindiMail()!;
    expect(message.text).toMatch(/^नमस्ते /);
    const link = linkIn(message);
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const page = new URL(opened.headers.location!, 'http://hearth.test');
    expect(page.pathname).toBe('/api/login/reset-password');
    const shown = await t.app.inject({ method: 'GET', url: page.pathname + page.search, headers: hindi });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<h1 id="heading">नया पासवर्ड चुनें</h1>');
    expect(shown.body).toContain(`value="${page.searchParams.get('token')}"`);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const { t, sent } = await mailingApp();
    const { email } = await signUp(t.app);
    const known = await form(t.app, '/api/login/forgot-password', { email });
    const unknown = await form(t.app, '/api/login/forgot-password', { email: 'nobody-here@hearth.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body.replace('nobody-here@hearth.test', email)).toBe(known.body);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.filter((m) => m.to === 'nobody-here@hearth.test')).toEqual([]);
  });

  it('mails one address only a few times an hour, answering the same', async () => {
    const { t, mailTo, resetMails } = await mailingApp();
    const { email } = await signUp(t.app);
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) {
      const response = await form(t.app, '/api/login/forgot-password', { email });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Check your email');
    }
    await mailTo(email);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(resetMails(email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('reset requests and new passwords spend the sign-in budget of the address', async () => {
    const { t } = await mailingApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const address = '10.9.8.7';
    for (let i = 0; i < 2; i++) expect((await form(t.app, '/api/login/forgot-password', { email: uniqueEmail() }, address)).statusCode).toBe(200);
    expect((await form(t.app, '/api/login/reset-password', { token: 'made-up', password: NEW_PASSWORD, confirm: NEW_PASSWORD }, address)).statusCode).toBe(400);
    const over = await form(t.app, '/api/login/forgot-password', { email: uniqueEmail() }, address);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(serverMessages.tooManyRequests);
  });

  it('a reset ends the lockout that wrong guesses put on the account', async () => {
    const { t, mailTo } = await mailingApp({ SIGN_IN_FAILURES_PER_HOUR: '2' });
    const { email } = await signUp(t.app);
    for (let i = 0; i < 2; i++) await signIn(t.app, email, 'wrong-guess-here');
    expect((await signIn(t.app, email, PASSWORD)).json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });

    await form(t.app, '/api/login/forgot-password', { email });
    const opened = await t.app.inject({ method: 'GET', url: (({ pathname, search }) => pathname + search)(linkIn((await mailTo(email))!)) });
    const token = new URL(opened.headers.location!, 'http://hearth.test').searchParams.get('token')!;
    expect((await form(t.app, '/api/login/reset-password', { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).statusCode).toBe(303);
    expect(cookieFrom(await signIn(t.app, email, NEW_PASSWORD))).toMatch(/session_token=/);
  });
});

describe('password reset without mail', () => {
  it('says who resets passwords, and how, on the forgot-password page', async () => {
    const t = await createTestApp();
    const page = await t.app.inject({ method: 'GET', url: '/api/login/forgot-password' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('npm run users -- set-password --email');
    expect(page.body).not.toContain('action="/api/login/forgot-password"');
    expect((await form(t.app, '/api/login/forgot-password', { email: 'x@hearth.test' })).body).toContain('set-password');
  });

  it('with SMTP but no PUBLIC_URL no link is mailed: its address would come from the Host header', async () => {
    const sent: MailMessage[] = [];
    const t = await createTestApp({}, { mailer: { enabled: true, send: async (m) => void sent.push(m) } });
    const { email } = await signUp(t.app);
    sent.length = 0;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/login/forgot-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
      payload: `email=${encodeURIComponent(email)}`,
    });
    expect(asked.body).toContain('set-password');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toEqual([]);
  });
});

describe('the sign-in and sign-up pages', () => {
  it('look like Hearth: its mark, favicon, stylesheet with both themes, and each page links to the other', async () => {
    const t = await createTestApp();
    const signInPage = (await t.app.inject({ method: 'GET', url: '/api/login' })).body;
    const signUpPage = (await t.app.inject({ method: 'GET', url: '/api/login?mode=sign-up' })).body;
    expect(signInPage).toContain('Welcome back to Hearth');
    expect(signInPage).toContain('href="/api/login?mode=sign-up"');
    expect(signInPage).toContain('href="/api/login/forgot-password"');
    expect(signUpPage).toContain('Create your Hearth account');
    expect(signUpPage).toContain('href="/api/login"');
    for (const page of [signInPage, signUpPage]) {
      expect(page).toContain('<svg');
      expect(page).not.toContain('🔥');
      expect(page).toContain('rel="icon" type="image/svg+xml" href="/favicon.svg"');
      expect(page).toContain('href="/favicon-32.png"');
      expect(page).toContain('<script src="/api/login/theme.js"></script>');
    }
    const css = await t.app.inject({ method: 'GET', url: '/api/login/styles.css' });
    expect(css.body).toContain('prefers-color-scheme: dark');
    expect(css.body).toContain('Fraunces Variable');
    const script = await t.app.inject({ method: 'GET', url: '/api/login/theme.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('says clearly what went wrong on sign-up', async () => {
    const t = await createTestApp();
    const short = await form(t.app, '/api/login/sign-up', { name: 'Short Pass', email: uniqueEmail(), password: 'seven77' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(accountMessages.passwordTooShort);
    const noName = await form(t.app, '/api/login/sign-up', { name: '', email: uniqueEmail(), password: PASSWORD });
    expect(noName.body).toContain(accountMessages.nameRequired);
    const badEmail = await form(t.app, '/api/login/sign-up', { name: 'Bad Email', email: 'not-an-email', password: PASSWORD });
    expect(badEmail.body).toContain(accountMessages.emailInvalid);
  });
});
