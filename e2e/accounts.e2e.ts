import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, PASSWORD, uniqueEmail } from './support/browser';
import { api, createMemberThroughApi, signInThroughUi, superAdminSession } from './support/journeys';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { approvedMember, expectAccessible, expectToast, hydrated, pageAs, shot, SOON, viewShot } from './support/pages';
import { createSuperAdmin, E2E_ADMIN_EMAIL, freePort, removeDataDir, startServer, type RunningServer } from './support/server';

// Sign-in and sign-up pages, password reset by email, and the account settings (issue 16). These journeys
// need mail, so they run their own server pointed at a local SMTP catcher, leaving the shared one alone.

const NEW_PASSWORD = 'a-fresh-kitchen-password';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let browser: Browser;
let server: RunningServer;
let mail: MailCatcher;
let baseURL: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-e2e-accounts-'));
  createSuperAdmin(dataDir, E2E_ADMIN_EMAIL, 'Head Chef', PASSWORD);
  server = await startServer({ PUBLIC_URL: baseURL, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, SEED_DEMO: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '600' }, { dataDir, port });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server) {
    await server.stop();
    removeDataDir(server.dataDir);
  }
  await mail?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];

/** Both colour schemes of a server-rendered account page. */
async function shotBothThemes(page: Page, name: string) {
  await shot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('signing up and signing in', () => {
  it("a visitor signs up from 'Join Now' on pages that look like Hearth, in light and dark", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Get Started' }).first().getAttribute('href')).toBe('/api/login?mode=sign-up');
    expect(await page.getByRole('link', { name: 'Sign In' }).first().getAttribute('href')).toBe('/api/login');
    await page.getByRole('link', { name: 'Join Now' }).first().click();
    await page.waitForURL('**/api/login?mode=sign-up');
    expect(await heading(page)).toBe('Create your Hearth account');
    // The web app's own fonts, self-hosted, not the system's.
    await expect.poll(() => page.evaluate(() => document.fonts.check('600 28px "Fraunces Variable"') && document.fonts.check('16px "Inter Variable"')), SOON).toBe(true);
    await expectAccessible(page, 'sign-up page');
    await shotBothThemes(page, 'accounts-01-sign-up');

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/api/login' && url.search === '');
    expect(await heading(page)).toBe('Welcome back to Hearth');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page, 'sign-in page, dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await shotBothThemes(page, 'accounts-02-sign-in');

    await page.getByRole('link', { name: 'Create an account' }).click();
    const email = uniqueEmail('joiner');
    await page.getByLabel('Name').fill('Priya Joiner');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), SOON).toContain('Passwords need at least 8 characters.');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await shot(page, 'accounts-03-sign-up-error');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('Step 1 of 5').count(), SOON).toBeGreaterThan(0);
    // With mail configured the new address is sent its confirmation link.
    expect(linkIn((await mail.waitFor(email, /Confirm your email/)).text)).toContain(`${baseURL}/api/auth/verify-email?token=`);
    await context.close();
  });

  it('a visitor who chose Hindi on the landing page gets the sign-up page in Hindi', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/');
    // Drawn by the server first (decision 0044): a choice made before the app hydrates would be lost.
    await expect.poll(() => hydrated(page), SOON).toBe(true);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await page.getByRole('link', { name: 'अभी जुड़ें' }).first().click();
    await page.waitForURL('**/api/login?mode=sign-up');
    expect(await heading(page)).toBe('अपना Hearth अकाउंट बनाएँ');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.getByRole('button').textContent()).toBe('अकाउंट बनाएँ');
    await shotBothThemes(page, 'accounts-10-sign-up-hindi');
    await context.close();
  });
});

describe('a forgotten password', () => {
  it('is reset through the emailed link, and every old session ends', async () => {
    const member = await createMemberThroughApi(baseURL, { name: 'Ravi Forgetful' });
    const old = await pageAs(browser, baseURL, member);
    await old.page.goto('/profile');
    await expect.poll(() => old.page.getByRole('heading', { name: 'Account', exact: true }).count(), SOON).toBe(1);

    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/api/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    expect(await heading(page)).toBe('Forgot your password?');
    await shot(page, 'accounts-04-forgot-password');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect(await heading(page)).toBe('Check your email');
    await shot(page, 'accounts-05-reset-link-sent');

    const link = linkIn((await mail.waitFor(member.email, /Reset your Hearth password/)).text);
    expect(link.startsWith(`${baseURL}/api/auth/reset-password/`)).toBe(true);
    await page.goto(link);
    expect(await heading(page)).toBe('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Type it again').fill(`${NEW_PASSWORD}?`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), SOON).toContain('The two new passwords are not the same.');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'accounts-06-choose-new-password-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Type it again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/api/login?notice=password-reset');
    await expect.poll(() => page.getByRole('status').textContent(), SOON).toContain('Your password has been changed');
    await shot(page, 'accounts-07-password-reset-done');

    await signInThroughUi(page, { email: member.email, password: NEW_PASSWORD });
    await old.page.reload();
    await expect.poll(() => heading(old.page), SOON).toContain('Create, discover and share');
    // The link works once.
    await page.goto(link);
    expect(await heading(page)).toBe('This link no longer works');
    await context.close();
    await old.context.close();
  });
});

describe('account settings', () => {
  it('changing the password keeps this browser signed in and ends the session in another', async () => {
    const member = await createMemberThroughApi(baseURL, { name: 'Anita Careful' });
    const laptopContext = await newContext(browser, baseURL, { height: 900 });
    const laptop = await laptopContext.newPage();
    await signInThroughUi(laptop, { email: member.email });
    const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, userAgent: IPHONE });
    const phone = await phoneContext.newPage();
    await signInThroughUi(phone, { email: member.email });

    await laptop.goto('/profile');
    await expect.poll(() => laptop.getByText('Safari on iPhone').count(), SOON).toBe(1);
    await expect.poll(() => laptop.getByText('This device').count(), SOON).toBe(1);
    await expectAccessible(laptop, 'account settings');
    await shot(laptop, 'accounts-08-account-settings', { fromTop: true });

    const password = laptop.getByRole('region', { name: 'Password', exact: true });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('Type the new password again').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => password.getByRole('alert').textContent(), SOON).toBe('That password is not right. Please try again.');
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expectToast(laptop, 'Password changed');
    await expect.poll(() => laptop.getByText('You are signed in on this device only.').count(), SOON).toBe(1);

    await laptop.reload();
    await expect.poll(() => laptop.getByRole('heading', { name: 'Account', exact: true }).count(), SOON).toBe(1);
    await phone.reload();
    await expect.poll(() => heading(phone), SOON).toContain('Create, discover and share');
    await laptopContext.close();
    await phoneContext.close();
  });

  it('the member changes their name and signs out another device from the list', async () => {
    const member = await createMemberThroughApi(baseURL, { name: 'Omar Settings' });
    const { context, page } = await pageAs(browser, baseURL, member, { dark: true });
    const otherContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, userAgent: IPHONE });
    const other = await otherContext.newPage();
    await signInThroughUi(other, { email: member.email });

    await page.goto('/profile');
    const name = page.getByRole('region', { name: 'Your name', exact: true });
    await name.getByLabel('Name').fill('Omar Al-Settings');
    await name.getByRole('button', { name: 'Save name' }).click();
    await expectToast(page, 'Name updated');
    await page.getByRole('button', { name: 'Sign out: Safari on iPhone' }).click();
    await expectToast(page, 'Signed out');
    await shot(page, 'accounts-09-account-settings-dark', { fromTop: true });
    await other.reload();
    await expect.poll(() => heading(other), SOON).toContain('Create, discover and share');
    expect((await api(baseURL, member, 'GET', '/api/user')).body).toMatchObject({ firstName: 'Omar', lastName: 'Al-Settings' });
    await context.close();
    await otherContext.close();
  });

  it('a member deletes their account, keeping their public recipe under Former member', async () => {
    const admin = await superAdminSession(baseURL);
    const member = await approvedMember(baseURL, admin, 'Leela Leaving');
    const recipe = await api(baseURL, member, 'POST', '/api/recipes', {
      title: "Leela's Lemon Rice",
      ingredients: [{ name: 'rice', quantity: '1', unit: 'cup' }],
      steps: [{ instruction: 'Cook the rice and stir in lemon juice.' }],
    });
    expect(recipe.status).toBe(201);
    await api(baseURL, admin, 'POST', `/api/admin/recipes/${recipe.body.id}/approve`);
    const { context, page } = await pageAs(browser, baseURL, member);
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Delete my account...' }).click();
    // An AlertDialog: role alertdialog.
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await expect.poll(() => confirm.getByText('Choose whether to keep or delete your public recipes.').count(), SOON).toBe(1);
    await confirm.getByLabel('Keep them for other cooks', { exact: false }).check();
    await confirm.getByLabel('Your password').fill('not-my-password');
    await confirm.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await expect.poll(() => confirm.getByText('That password is not right. Please try again.').count(), SOON).toBe(1);
    await viewShot(page, 'accounts-10-delete-account-dialog');
    await confirm.getByLabel('Your password').fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => heading(page), SOON).toContain('Create, discover and share');

    const kept = await api(baseURL, admin, 'GET', `/api/recipes/${recipe.body.id}`);
    expect(kept.body).toMatchObject({ title: "Leela's Lemon Rice", creator: { firstName: 'Former member' } });
    await page.goto('/api/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), SOON).toContain('Invalid email or password');
    await context.close();
  });
});
