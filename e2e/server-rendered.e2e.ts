import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';
import { api, superAdminSession, useSession, type ApiSession } from './support/journeys';
import { approvedMember, expectAccessible, hydrated, isDark, pageAs, problemsOf, shot, SOON } from './support/pages';

// Two first screens are drawn by the server: a member's browse screen (docs/decisions/0040-server-rendered-browse.md)
// and a visitor's landing page (0044). They are in the HTML before any script runs, and the app then hydrates
// that HTML without a warning and works.

const baseURL = inject('baseURL');
let browser: Browser;
let member: ApiSession;
let firstTitles: string[];

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, SOON);
/** Well before public/load-app.js gives up holding clicks (15 s). */
const SOONER = { timeout: 8_000, interval: 100 };
/** Cards the server draws (CARDS_PER_BATCH in apps/web/src/routes/recipes/BrowseResults.tsx). */
const SERVER_CARDS = 6;
const grid = (page: Page) => page.getByRole('tabpanel');
const cardHeadings = (page: Page) => grid(page).getByRole('link').getByRole('heading');

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

/** Holds back the app's entry script, as a slow phone's connection would; returns the function that lets it through. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
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
        await poll(() => isDark(page)).toBe(dark);
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

  it('carries out a tab clicked before the app took over', async () => {
    const { context, page } = await pageAs(browser, baseURL, member);
    try {
      const problems = problemsOf(page);
      const release = await holdAppCode(page);
      // Not until load: the held script keeps the page from finishing.
      await page.goto('/recipes', { waitUntil: 'domcontentloaded' });
      await page.getByRole('tab', { name: 'Curated' }).click();
      expect(await cardHydrated(page)).toBe(false);
      expect(new URL(page.url()).searchParams.get('tab')).toBeNull();
      release();
      // Once hydrated, not when load-app.js lets held clicks go on its own (15 s).
      await expect.poll(() => new URL(page.url()).searchParams.get('tab'), SOONER).toBe('curated');
      await poll(() => page.getByRole('tab', { name: 'Curated' }).getAttribute('aria-selected')).toBe('true');
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

describe('the server-rendered landing page', () => {
  const HEADLINE = 'Create, discover and share recipes with AI';

  it('is in its HTML: a browser without JavaScript shows it, and its links work', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const response = await page.goto('/');
      expect(response?.headers()['cache-control']).toBe('private, no-cache');
      expect(await page.getByRole('heading', { name: HEADLINE, level: 1 }).isVisible()).toBe(true);
      for (const feature of ['AI Chef', 'Ingredient DNA']) expect(await page.getByText(feature, { exact: true }).count()).toBeGreaterThan(0);
      await shot(page, 'ssr-landing-01-before-javascript');
      await page.getByRole('link', { name: 'Sign In' }).first().click();
      await page.waitForURL('**/api/login');
    } finally {
      await context.close();
    }
  });

  for (const { name, dark, width } of [
    { name: 'light', dark: false, width: 1280 },
    { name: 'dark, phone width', dark: true, width: 390 },
  ]) {
    it(`hydrates without a warning and without asking who is signed in (${name})`, async () => {
      const context = await newContext(browser, baseURL, { width, height: 844 });
      try {
        // The theme a visitor chose before, as ThemeProvider keeps it; theme-init.js applies it before the first paint.
        if (dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
        const page = await context.newPage();
        const problems = problemsOf(page);
        const sessionReads: string[] = [];
        page.on('request', (request) => {
          if (['/api/session', '/api/user'].includes(new URL(request.url()).pathname)) sessionReads.push(request.url());
        });
        await page.goto('/');
        await poll(() => hydrated(page)).toBe(true);
        await poll(() => isDark(page)).toBe(dark);
        await expectAccessible(page, `landing drawn by the server (${name})`);
        await shot(page, `ssr-landing-02-hydrated-${name.replace(/\W+/g, '-')}`);
        expect(problems).toEqual([]);
        expect(sessionReads).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('carries out a click made before the app took over', async () => {
    const context = await newContext(browser, baseURL);
    try {
      const page = await context.newPage();
      const problems = problemsOf(page);
      const release = await holdAppCode(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      expect(await hydrated(page)).toBe(false);
      expect(await isDark(page)).toBe(false);
      release();
      // Once hydrated, not when load-app.js lets held clicks go on its own (15 s).
      await expect.poll(() => isDark(page), SOONER).toBe(true);
      await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('then works: the language switch and the theme toggle', async () => {
    const context = await newContext(browser, baseURL);
    try {
      const page = await context.newPage();
      const problems = problemsOf(page);
      await page.goto('/');
      await poll(() => hydrated(page)).toBe(true);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await page.getByRole('heading', { level: 1, name: 'Crea, descubre y comparte recetas con IA' }).waitFor();
      const dark = await isDark(page);
      await page.getByRole('button', { name: /^Cambiar al tema/ }).click();
      await poll(() => isDark(page)).toBe(!dark);
      // Spanish is now this browser's choice: the next visit is not drawn in English, it starts in Spanish.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Crea, descubre y comparte recetas con IA' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
