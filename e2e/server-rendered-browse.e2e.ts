import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { api, superAdminSession, useSession, type ApiSession } from './support/journeys';
import { approvedMember, hydrated, pageAs, shot, SOON } from './support/pages';

// The first browse screen is drawn by the server (docs/decisions/0040-server-rendered-browse.md): the cards
// are in the HTML before any script runs, and the app then hydrates that HTML without a warning and works.

const baseURL = inject('baseURL');
let browser: Browser;
let member: ApiSession;
let firstTitles: string[];

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, SOON);
/** Cards the server draws (CARDS_PER_BATCH in apps/web/src/routes/recipes/BrowseResults.tsx). */
const SERVER_CARDS = 6;
const grid = (page: Page) => page.getByRole('tabpanel');
const cardHeadings = (page: Page) => grid(page).getByRole('link').getByRole('heading');

/** Said by the test browser itself: the journeys run without the service worker (support/browser.ts). */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Every console error or warning and every uncaught error of the page, hydration's included. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== SERVICE_WORKER_BLOCKED) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Whether React has taken over the first card. */
const cardHydrated = (page: Page) => hydrated(page, '[role="tabpanel"] a');

/** Opens /recipes and waits until the server's cards are hydrated; returns what the page complained of and the browse list requests it made. */
async function openHydrated(page: Page) {
  const problems = problemsOf(page);
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/recipes')) listRequests.push(request.url());
  });
  await page.goto('/recipes');
  await poll(() => cardHydrated(page)).toBe(true);
  return { problems, listRequests };
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await superAdminSession(baseURL);
  member = await approvedMember(baseURL, admin, 'Server Render Cook');
  const first = await api(baseURL, member, 'GET', '/api/recipes?type=trending&limit=24&offset=0');
  firstTitles = (first.body as { title: string }[]).map((recipe) => recipe.title);
  expect(firstTitles.length).toBeGreaterThan(3);
});

afterAll(async () => {
  await browser?.close();
});

describe('the server-rendered browse screen', () => {
  it('has the cards in its HTML: a browser without JavaScript shows them', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    try {
      await useSession(context, baseURL, member);
      const page = await context.newPage();
      const response = await page.goto('/recipes');
      expect(response?.headers()['cache-control']).toBe('private, no-cache');
      expect(await page.getByRole('heading', { name: 'Browse Recipes', level: 1 }).isVisible()).toBe(true);
      // The first batch of cards (BrowseResults.tsx); the browser adds the rest once it has hydrated.
      expect(await cardHeadings(page).allTextContents()).toEqual(firstTitles.slice(0, SERVER_CARDS));
      await shot(page, 'ssr-browse-01-before-javascript');
    } finally {
      await context.close();
    }
  });

  for (const { name, dark, width } of [
    { name: 'light', dark: false, width: 1280 },
    { name: 'dark', dark: true, width: 1280 },
    // A narrow window the server took for a desktop (no client hint says phone): the layout changes after hydrating.
    { name: 'narrow', dark: false, width: 390 },
  ]) {
    it(`hydrates without a warning and without asking for the list again (${name})`, async () => {
      const { context, page } = await pageAs(browser, baseURL, member, { dark, width, height: 844 });
      try {
        const { problems, listRequests } = await openHydrated(page);
        await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
        await poll(() => cardHeadings(page).allTextContents()).toEqual(firstTitles);
        await shot(page, `ssr-browse-02-hydrated-${name}`);
        expect(problems).toEqual([]);
        expect(listRequests).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('draws a phone that says so as a phone, and hydrates it', async () => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
    });
    try {
      await useSession(context, baseURL, member);
      const html = await (await context.request.get('/recipes')).text();
      // No desktop sidebar in the page: the phone's menu is a sheet that opens on demand.
      expect(html).toContain('id="hearth-first-screen"');
      expect(html).not.toContain('data-slot="sidebar-gap"');
      const page = await context.newPage();
      const { problems, listRequests } = await openHydrated(page);
      await poll(() => cardHeadings(page).allTextContents()).toEqual(firstTitles);
      await page.getByRole('button', { name: /^Toggle sidebar/ }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Create Recipe' }).waitFor();
      await shot(page, 'ssr-browse-04-phone-menu');
      expect(problems).toEqual([]);
      expect(listRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps a collapsed sidebar collapsed through hydration', async () => {
    const { context, page } = await pageAs(browser, baseURL, member);
    try {
      await context.addCookies([{ name: 'sidebar_state', value: 'false', url: baseURL }]);
      const { problems } = await openHydrated(page);
      expect(await page.locator('[data-slot="sidebar"]').getAttribute('data-state')).toBe('collapsed');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('then works: a tab, a search and a recipe', async () => {
    const { context, page }: { context: BrowserContext; page: Page } = await pageAs(browser, baseURL, member);
    try {
      const { problems } = await openHydrated(page);
      await page.getByRole('tab', { name: 'Curated' }).click();
      await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('curated');
      await poll(() => cardHeadings(page).count()).toBeGreaterThan(0);

      const word = firstTitles[0]!.split(' ')[0]!;
      await page.getByRole('combobox', { name: 'Search recipes' }).fill(word);
      await poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
      await poll(async () => (await cardHeadings(page).allTextContents()).includes(firstTitles[0]!)).toBe(true);

      await grid(page).getByRole('link').filter({ hasText: firstTitles[0]! }).first().click();
      await poll(() => new URL(page.url()).pathname).toMatch(/^\/recipe\/\d+$/);
      await page.getByRole('heading', { name: firstTitles[0]!, level: 1 }).waitFor();
      await shot(page, 'ssr-browse-03-recipe-after-hydration');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
