import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { root } from '../../scripts/lib/build.mjs';
import { newContext } from './browser';
import { api, createMemberThroughApi, useSession, type ApiSession } from './journeys';

// What every AI tool journey needs: an approved member, a page signed in as them, screenshots, an
// accessibility check and the spec's toasts. Each tool's journeys live in their own e2e file.

export const SOON = { timeout: 20_000, interval: 200 };

/** A new member, approved by the admin session given. */
export async function approvedMember(baseURL: string, admin: ApiSession, name: string): Promise<ApiSession> {
  const member = await createMemberThroughApi(baseURL, { name });
  expect((await api(baseURL, admin, 'POST', `/api/admin/users/${member.userId}/approve`, { autoApprove: false })).status).toBeLessThan(300);
  return member;
}

export async function pageAs(browser: Browser, baseURL: string, session: ApiSession, options: { dark?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL);
  if (options.dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await useSession(context, baseURL, session);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror', error.message));
  return { context, page };
}

/** A full-page screenshot once open and close animations have settled (test-results/screenshots). */
export async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  const dir = path.join(root, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

export async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const toasts = (page: Page) => page.locator('[role="region"][aria-label$="(F8)"]');
export async function expectToast(page: Page, title: string) {
  await expect.poll(() => toasts(page).getByText(title, { exact: true }).count(), SOON).toBeGreaterThan(0);
}
