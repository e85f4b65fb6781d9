import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN_EMAIL } from './server';
import { PASSWORD, uniqueEmail } from './browser';

/** Signs up through Hearth's sign-in page, as a visitor would. Lands on the profile wizard. */
export async function signUpThroughUi(page: Page, options: { name: string; email?: string; password?: string }) {
  const email = options.email ?? uniqueEmail();
  await page.goto('/api/login?mode=sign-up');
  await page.getByLabel('Name').fill(options.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(options.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return { email };
}

/** Signs in on Hearth's sign-in page. */
export async function signInThroughUi(page: Page, options: { email: string; password?: string }) {
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(options.email);
  await page.getByLabel('Password').fill(options.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/admin');
}

/** Walks the 5-step wizard with a username and a few choices, and submits it. */
export async function completeWizard(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Vegetarian', exact: true }).click();
  await page.getByRole('button', { name: 'Nuts', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Indian', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
}

export interface ApiSession {
  email: string;
  cookie: string;
  userId: string;
}

/** Signs up and completes the profile through the API (for journeys that are about something else). */
export async function createMemberThroughApi(baseURL: string, options: { name: string; email?: string; username?: string }): Promise<ApiSession> {
  const email = options.email ?? uniqueEmail();
  const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: options.name, email, password: PASSWORD }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const profile = await fetch(`${baseURL}/api/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ username: options.username ?? `cook_${Math.random().toString(36).slice(2, 10)}` }),
  });
  expect(profile.status).toBe(200);
  return { email, cookie, userId };
}

let admin: Promise<ApiSession> | undefined;
/**
 * The e2e server's super admin, made by the operator command before the server started (global-setup;
 * ADMIN_EMAILS alone promotes only a confirmed address). Signed in once per test file; its profile is
 * completed the first time.
 */
export function superAdminSession(baseURL: string): Promise<ApiSession> {
  admin ??= (async () => {
    const signIn = await fetch(`${baseURL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: E2E_ADMIN_EMAIL, password: PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`the e2e super admin could not sign in: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const userId = ((await signIn.json()) as { user: { id: string } }).user.id;
    const me = (await (await fetch(`${baseURL}/api/user`, { headers: { cookie } })).json()) as { profileComplete: boolean };
    if (!me.profileComplete) {
      const profile = await fetch(`${baseURL}/api/profile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ username: 'head_chef' }),
      });
      // Another test file may have completed it at the same moment.
      if (profile.status !== 200 && profile.status !== 409) throw new Error(`the e2e super admin's profile failed: ${profile.status}`);
    }
    return { email: E2E_ADMIN_EMAIL, cookie, userId };
  })();
  return admin;
}

/** Calls the API as `session` (JSON in, JSON out). */
export async function api(baseURL: string, session: ApiSession, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { cookie: session.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Puts an API session's cookie into a browser context, so the page is signed in as that member. */
export async function useSession(context: BrowserContext, baseURL: string, session: ApiSession) {
  const url = new URL(baseURL);
  await context.addCookies(
    session.cookie.split('; ').map((pair) => {
      const [name, ...rest] = pair.split('=');
      return { name: name!, value: rest.join('='), domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' as const };
    }),
  );
}
