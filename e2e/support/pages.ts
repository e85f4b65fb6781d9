import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { root } from '../../scripts/lib/build.mjs';
import { newContext } from './browser';
import { api, createMemberThroughApi, useSession, type ApiSession } from './journeys';

// What the browser journeys share: an approved member, a page signed in as them, screenshots, an
// accessibility check, dialogs and the spec's toasts. Journey-specific helpers stay in their own file.

export const SOON = { timeout: 20_000, interval: 200 };

/** A new member, approved by the admin session given. */
export async function approvedMember(baseURL: string, admin: ApiSession, name: string): Promise<ApiSession> {
  const member = await createMemberThroughApi(baseURL, { name });
  expect((await api(baseURL, admin, 'POST', `/api/admin/users/${member.userId}/approve`, { autoApprove: false })).status).toBeLessThan(300);
  return member;
}

/** A page signed in as `session`, in a fresh context (1280×800 unless told; dark theme on request). */
export async function pageAs(
  browser: Browser,
  baseURL: string,
  session: ApiSession,
  options: { dark?: boolean; width?: number; height?: number; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, { width: options.width, height: options.height, serviceWorkers: options.serviceWorkers });
  if (options.dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await useSession(context, baseURL, session);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror', error.message));
  return { context, page };
}

/**
 * Waits for every finite animation on the page (a dialog's fade and zoom, a sheet sliding in) to finish, so a
 * screenshot or an axe check sees the settled screen. A fixed pause was not enough on a busy machine: axe once
 * measured a dialog's text mid-fade and reported its contrast. Spinners repeat forever and are left running.
 */
export const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );

/**
 * Whether React has taken over this element (hydrated it): its DOM node carries React's fiber. A member's
 * first /recipes is drawn by the server (decision 0040), so a click that lands before the app hydrates
 * is lost, as it would be for a person; journeys wait for this before they act.
 */
export const hydrated = (page: Page, selector = 'main h1') =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  }, selector);

/** Whether the page shows the dark theme (the class theme-init.js and ThemeProvider put on <html>). */
export const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** Said by the test browser itself: the journeys run without the service worker (support/browser.ts). */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Collects every console error or warning and every uncaught error of the page from now on, hydration's included. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== SERVICE_WORKER_BLOCKED) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function save(page: Page, name: string, fullPage: boolean) {
  const dir = path.join(root, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** A full-page screenshot once animations have settled (test-results/screenshots); `fromTop` scrolls up first. */
export async function shot(page: Page, name: string, options: { fromTop?: boolean } = {}) {
  await settle(page);
  // Sticky and fixed parts are drawn where the page is scrolled to.
  if (options.fromTop) await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, name, true);
}

/** What is on screen only (dialogs, the part of a long page just scrolled to), once animations have settled. */
export async function viewShot(page: Page, name: string) {
  await settle(page);
  await save(page, name, false);
}

/** No WCAG 2.1 A/AA problems that axe can find on the page as it stands. */
export async function expectAccessible(page: Page, where: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const dialog = (page: Page) => page.getByRole('dialog');

/**
 * The toast region (Radix names it after its F8 hotkey). Found by attribute, not role: while a modal dialog
 * is open the rest of the page is aria-hidden, and the toast region with it.
 */
export const toasts = (page: Page) => page.locator('[role="region"][aria-label$="(F8)"]');

/**
 * Waits for a toast with this exact title and, if given, a description (a string matches the whole text, a
 * RegExp a pattern). Returns the toast region's text, for descriptions whose numbers vary.
 */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<string> {
  await expect.poll(() => toasts(page).getByText(title, { exact: true }).count(), SOON).toBeGreaterThan(0);
  if (description)
    await expect
      .poll(
        () =>
          toasts(page)
            .getByText(description, { exact: typeof description === 'string' })
            .count(),
        SOON,
      )
      .toBeGreaterThan(0);
  return (await toasts(page).textContent()) ?? '';
}
