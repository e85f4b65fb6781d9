import { copy, screens } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { createMemberThroughApi, type ApiSession } from './support/journeys';
import { pageAs as openAs, shot } from './support/pages';

// Friendly errors (issue 16, item 7): an address that cannot name a recipe is 'Recipe Not Found' without
// asking the server, and a path that looks like a file is the app's Not Found (signed out: the landing
// page), never raw JSON or validation wording.

const baseURL = inject('baseURL');
let browser: Browser;
let member: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMemberThroughApi(baseURL, { name: 'Jonas Berg' });
});
afterAll(async () => {
  await browser.close();
});

/** The API paths the page asks for from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

const RAW_WORDING = /Invalid input|expected number|received NaN|"code"|NOT_FOUND/;

describe('friendly errors', () => {
  it('/recipe/abc and an id too large to exist read Recipe Not Found, and never reach the server', async () => {
    const { context, page } = await openAs(browser, baseURL, member);
    const calls = apiCalls(page);
    for (const id of ['abc', '99999999999', '12abc']) {
      await page.goto(`/recipe/${id}`);
      await page.getByRole('heading', { level: 1, name: screens.recipeNotFound.title }).waitFor();
      await page.getByRole('link', { name: screens.recipeNotFound.browseLink }).first().waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(RAW_WORDING);
    }
    expect(calls.filter((path) => path.startsWith('/api/recipes/'))).toEqual([]);
    await shot(page, 'friendly-errors-01-recipe-abc');
    await context.close();
  });

  it('a path that looks like a file is the app’s Page Not Found (status 404), not raw JSON', async () => {
    const { context, page } = await openAs(browser, baseURL, member);
    const response = await page.goto('/notes.txt');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: copy.notFound }).waitFor();
    expect(await page.locator('body').textContent()).not.toMatch(RAW_WORDING);
    await shot(page, 'friendly-errors-02-notes-txt');
    await context.close();
  });

  it('signed out, the same path shows the landing page', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const response = await page.goto('/notes.txt');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: copy.landing.headline }).waitFor();
    expect(await page.locator('body').textContent()).not.toMatch(RAW_WORDING);
    await shot(page, 'friendly-errors-03-notes-txt-signed-out');
    await context.close();
  });
});
