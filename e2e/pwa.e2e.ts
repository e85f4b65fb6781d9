import type { RecipeDetail } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser, pollUntil } from './support/browser';
import { api, superAdminSession, type ApiSession } from './support/journeys';
import { approvedMember, expectAccessible, pageAs as openAs, shot, SOON, viewShot } from './support/pages';

// The installable app (issue 16, item 4; docs/decisions/0037-installable-app-and-names.md): the manifest,
// the service worker, a recipe read offline with the notice, and sign-out forgetting the saved recipes.

const baseURL = inject('baseURL');
const OFFLINE_NOTICE = "You're offline — showing saved copies";
const RECIPE_CACHE = 'hearth-recipes-v1';

let browser: Browser;
let admin: ApiSession;
let cook: ApiSession;

const pageAs = (session: ApiSession) => openAs(browser, baseURL, session, { serviceWorkers: 'allow' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A recipe of the cook's own, once its background enrichment has drawn its picture. */
async function cooksRecipe(title: string): Promise<RecipeDetail> {
  const created = await api(baseURL, cook, 'POST', '/api/recipes', {
    title,
    description: 'Red lentils simmered with turmeric, finished with a cumin and garlic tadka.',
    cuisine: 'Indian',
    ingredients: [
      { name: 'red lentils', quantity: '200', unit: 'g' },
      { name: 'turmeric', quantity: '1', unit: 'tsp' },
    ],
    steps: [{ instruction: 'Simmer the lentils with turmeric until soft, about 20 minutes.' }, { instruction: 'Pour over a tadka of cumin and garlic in ghee.' }],
  });
  expect(created.status).toBe(201);
  return pollUntil(
    async () => (await api(baseURL, cook, 'GET', `/api/recipes/${created.body.id}`)).body as RecipeDetail,
    // The picture is drawn on its own queue after the review (decision 0020), so wait for it too.
    (recipe) => recipe.enrichment.status === 'ready' && recipe.images.length > 0,
  );
}

/** The cook's new recipe, opened once with the service worker in control, so it is saved on the device. */
async function openedOnline(title: string) {
  const recipe = await cooksRecipe(title);
  const { context, page } = await pageAs(cook);
  await page.goto('/recipes');
  await controlledByServiceWorker(page);
  await page.goto(`/recipe/${recipe.id}`);
  await heading(page, recipe.title).waitFor();
  await expect.poll(() => savedPaths(page), SOON).toContain(`/api/recipes/${recipe.id}`);
  return { recipe, context, page };
}

/** Waits until the service worker is installed and controls the page. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** The URLs kept in the saved-recipes cache, as paths. */
const savedPaths = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, RECIPE_CACHE);

/**
 * The browser goes offline. Playwright's offline switch does not reach a service worker's own fetches, so
 * those are refused as a lost connection would refuse them.
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', refuseServiceWorkerFetch);
}
async function goOnline(context: BrowserContext) {
  await context.unroute('**/*', refuseServiceWorkerFetch);
  await context.setOffline(false);
}
const refuseServiceWorkerFetch = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback());

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await superAdminSession(baseURL);
  cook = await approvedMember(baseURL, admin, 'Kavya Menon');
});
afterAll(async () => {
  await browser.close();
});

describe('the installable app', () => {
  it('serves a valid manifest with its icons, and the service worker registers and controls the page', async () => {
    const { context, page } = await pageAs(cook);
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as { name: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(body).toMatchObject({ name: 'Hearth', short_name: 'Hearth', start_url: '/', display: 'standalone' });
    for (const icon of body.icons) {
      const png = await page.request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type'], icon.src).toBe('image/png');
    }
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await page.goto('/recipes');
    await page.getByRole('heading', { name: 'Browse Recipes' }).waitFor();
    await controlledByServiceWorker(page);
    // Chromium's own reading of the manifest and its installability checks (a test profile is incognito,
    // which is the one reason it may give for not offering to install).
    const devtools = await context.newCDPSession(page);
    const read = await devtools.send('Page.getAppManifest');
    expect(read.errors).toEqual([]);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    await context.close();
  });

  it('a recipe opened online reads offline, picture included, with the offline notice', async () => {
    const { recipe, context, page } = await openedOnline('Kitchen Dal Tadka');
    // The built-in engine draws every new recipe a picture.
    const picture = recipe.images[0]!;
    expect(picture).toMatch(/^\/media\//);
    await expect.poll(() => savedPaths(page), SOON).toContain(picture);

    await goOffline(context);
    // The server no longer has it: only the saved copy can show it now.
    expect((await api(baseURL, admin, 'DELETE', `/api/admin/recipes/${recipe.id}`)).status).toBeLessThan(300);
    let userReads = 0;
    page.on('request', (request) => void (new URL(request.url()).pathname === '/api/session' && (userReads += 1)));
    await page.reload();
    await heading(page, recipe.title).waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: OFFLINE_NOTICE }).count(), SOON).toBe(1);
    // (The print view holds the steps too, hidden on screen.)
    await page.getByText('Simmer the lentils with turmeric until soft, about 20 minutes.').filter({ visible: true }).first().waitFor();
    const image = page.locator(`img[src="${picture}"]`).first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), SOON).toBe(true);
    // Read once: the reader's recipe page once asked again on mounting, and the app looped between its
    // spinner, the landing page and the reader.
    expect(userReads).toBe(1);
    await expectAccessible(page, 'offline recipe');
    await viewShot(page, 'pwa-01-offline-recipe');

    // Anywhere else, offline: the recipes saved on this device.
    await page.goto('/recipes');
    await page.getByRole('heading', { name: 'Saved on this device' }).waitFor();
    await page.getByRole('link', { name: new RegExp(recipe.title) }).waitFor();
    await expectAccessible(page, 'saved recipes');
    await shot(page, 'pwa-02-offline-saved-list');

    // A recipe never opened here says so plainly.
    await page.goto('/recipe/2147483000');
    await page.getByText("You're offline, and this recipe isn't saved on this device.").waitFor();
    await goOnline(context);
    await context.close();
  });

  it('signing out forgets the saved recipes, so the next person on the device cannot read them', async () => {
    const { recipe, context, page } = await openedOnline('Saffron Rice for Two');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Create, discover and share recipes with AI' }).waitFor();
    await expect.poll(() => savedPaths(page), SOON).toEqual([]);

    await goOffline(context);
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByText("You're offline, and this recipe isn't saved on this device.").waitFor();
    expect(await heading(page, recipe.title).count()).toBe(0);
    await page.goto('/');
    await page.getByRole('heading', { name: 'No saved recipes yet' }).waitFor();
    await shot(page, 'pwa-03-offline-after-sign-out');
    await goOnline(context);
    await context.close();
  });
});
