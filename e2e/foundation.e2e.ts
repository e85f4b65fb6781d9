import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, PASSWORD, screenshot } from './support/browser';
import { completeWizard, signInThroughUi, signUpThroughUi } from './support/journeys';
import { E2E_LANDING_ADMIN_EMAIL } from './support/server';
import { isDark } from './support/pages';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function freshPage(options: { width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, options);
  return { context, page: await context.newPage() };
}

describe('signed out', () => {
  it('every path shows the landing page, whose buttons go to /api/login (Get Started and Join Now to its sign-up form)', async () => {
    const { context, page } = await freshPage();
    for (const path of ['/', '/recipes', '/admin', '/no/such/page']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Create, discover and share');
    }
    for (const name of ['AI-Powered', 'Community Driven', 'Personalized']) expect(await page.getByText(name, { exact: true }).count()).toBeGreaterThan(0);
    for (const feature of ['AI Chef', 'Ingredient DNA', 'Recipe Debugger']) expect(await page.getByText(feature, { exact: true }).count()).toBeGreaterThan(0);
    for (const [name, href] of [
      ['Get Started', '/api/login?mode=sign-up'],
      ['Sign In', '/api/login'],
      ['Join Now', '/api/login?mode=sign-up'],
    ] as const) {
      expect(await page.getByRole('link', { name }).first().getAttribute('href')).toBe(href);
    }
    await screenshot(page, 'foundation-01-landing');
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/api/login?mode=sign-up');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Create your Hearth account');
    await screenshot(page, 'foundation-02-sign-in');
    await context.close();
  });
});

describe('a new member', () => {
  it('signs up, completes the wizard, reaches the app, and logs out for good', async () => {
    const { context, page } = await freshPage();
    await signUpThroughUi(page, { name: 'Meera Iyer' });
    await expect.poll(() => page.getByText('Step 1 of 5').count()).toBeGreaterThan(0);
    await screenshot(page, 'foundation-03-wizard-step-1');

    // The username rule is enforced before moving on.
    await page.getByLabel('Username').fill('me');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Username must be at least 3 characters').count()).toBeGreaterThan(0);

    // Previous appears from step 2; the last step explains the review.
    await page.getByLabel('Username').fill(`meera_${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => page.getByText('Step 1 of 5').count()).toBeGreaterThan(0);
    const username = await page.getByLabel('Username').inputValue();
    await completeWizardFromStep1(page);
    await screenshot(page, 'foundation-04-wizard-review');
    await page.getByRole('button', { name: 'Complete Profile' }).click();

    await page.waitForURL('**/recipes');
    await expect.poll(() => page.getByText('Profile Created!').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Browse Recipes' }).waitFor();
    await expect.poll(() => page.getByText('Your account is currently under review', { exact: false }).count()).toBeGreaterThan(0);
    // Pending members see neither Create Recipe nor the AI group in the sidebar.
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Create Recipe' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'AI Chef' }).count()).toBe(0);
    expect(await page.getByText(username).count()).toBeGreaterThan(0);
    await screenshot(page, 'foundation-05-browse-pending');

    const cookiesBefore = await context.cookies();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Join Now' }).count()).toBeGreaterThan(0);
    // The old session cookie is dead on the server, not just dropped by the browser.
    const oldCookie = cookiesBefore.map((c) => `${c.name}=${c.value}`).join('; ');
    const response = await fetch(`${baseURL}/api/user`, { headers: { cookie: oldCookie } });
    expect(response.status).toBe(401);
    await context.close();
  });
});

async function completeWizardFromStep1(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Vegetarian', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Indian', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => page.getByText('Step 5 of 5').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByText('You can browse recipes while you wait', { exact: false }).count()).toBeGreaterThan(0);
}

describe('the app shell', () => {
  it('the super admin made by the operator command lands on /admin with the Administration group', async () => {
    const { context, page } = await freshPage();
    await signInThroughUi(page, { email: E2E_LANDING_ADMIN_EMAIL, password: PASSWORD });
    await completeWizard(page, 'landing_admin');
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'AI Chef' }).count()).toBe(1);
    expect(await page.getByText('Super Admin').count()).toBeGreaterThan(0);
    await screenshot(page, 'foundation-06-admin-landing');

    // Ctrl+B collapses the sidebar to icons and the cookie remembers it.
    const sidebarState = async () => (await context.cookies()).find((c) => c.name === 'sidebar_state')?.value;
    await page.keyboard.press('Control+b');
    await expect.poll(sidebarState).toBe('false');
    await screenshot(page, 'foundation-07-sidebar-collapsed');
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect.poll(sidebarState).toBe('false');
    await page.keyboard.press('Meta+b');
    await expect.poll(sidebarState).toBe('true');

    // The theme toggle switches to dark and survives a reload.
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: /dark/i }).first().click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect.poll(() => isDark(page)).toBe(true);
    await screenshot(page, 'foundation-08-dark');
    await page.getByRole('button', { name: /light/i }).first().click();
    await expect.poll(() => isDark(page)).toBe(false);

    // Unknown paths show the Page Not Found card inside the layout.
    await page.goto('/definitely/not/here');
    await expect.poll(() => page.getByText('Page Not Found').count()).toBeGreaterThan(0);
    await screenshot(page, 'foundation-09-not-found');
    await context.close();
  });

  it('below 768 px the sidebar is a slide-out sheet', async () => {
    const { context, page } = await freshPage({ width: 390 });
    await signUpThroughUi(page, { name: 'Phone Cook' });
    await completeWizard(page, `phone_${Date.now().toString(36)}`);
    await page.waitForURL('**/recipes');
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .isVisible()
        .catch(() => false),
    ).toBe(false);
    await page.getByRole('button', { name: 'Toggle sidebar' }).first().click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await screenshot(page, 'foundation-10-mobile-sheet');
    await context.close();
  });
});
