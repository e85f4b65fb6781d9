import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageServer, type PageServer } from '../apps/server/src/modules/recipe-import/fixtures/page-server';
import { launchBrowser, PASSWORD } from './support/browser';
import { superAdminSession, type ApiSession } from './support/journeys';
import { approvedMember, dialog, expectAccessible, pageAs, shot, SOON, viewShot } from './support/pages';
import { createSuperAdmin, E2E_ADMIN_EMAIL, removeDataDir, startServer, type RunningServer } from './support/server';

/**
 * Import on Create Recipe (issue 15): a member pastes a recipe page, the form fills (with the page's
 * picture among the photos), they change the title and create the recipe. The server runs with a local
 * page server allowed by IMPORT_ALLOW_HOSTS, which hosts the pasted page's picture; nothing leaves the
 * machine.
 */
let server: RunningServer;
let pages: PageServer;
let browser: Browser;
let member: ApiSession;

const suffix = Date.now().toString(36).slice(-5);
const EDITED_TITLE = `Saffron Kheer, my way ${suffix}`;

const pastedPage = (pictureUrl: string) => `<!doctype html>
<html><head><title>Saffron Kheer</title>
<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@type": "Recipe",
  "name": "Saffron Kheer",
  "description": "Rice pudding slowly cooked in milk with saffron and cardamom.",
  "author": { "@type": "Person", "name": "Lata Desai" },
  "url": "https://kheer.example.org/saffron-kheer",
  "image": ["${pictureUrl}"],
  "prepTime": "PT10M",
  "cookTime": "PT50M",
  "recipeYield": "Serves 4-6",
  "recipeCuisine": "Indian",
  "recipeCategory": "Dessert",
  "keywords": "festive, comfort food",
  "recipeIngredient": ["1/4 cup basmati rice, rinsed", "1 litre full-fat milk", "1/3 cup sugar", "a pinch of saffron threads", "4 green cardamom pods, crushed"],
  "recipeInstructions": [
    { "@type": "HowToStep", "text": "Soak the rice for 20 minutes, then drain." },
    { "@type": "HowToStep", "text": "Bring the milk to a boil, add the rice and simmer, stirring often, for 40 minutes." },
    { "@type": "HowToStep", "text": "Stir in the sugar, saffron and cardamom and cook 5 minutes more." }
  ]
}
</script></head><body><h1>Saffron Kheer</h1></body></html>`;

beforeAll(async () => {
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 236, g: 178, b: 74 } } })
    .png()
    .toBuffer();
  pages = await startPageServer({ '/kheer.png': () => ({ type: 'image/png', body: picture }) });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-e2e-import-'));
  createSuperAdmin(dataDir, E2E_ADMIN_EMAIL, 'Head Chef', PASSWORD);
  server = await startServer({ IMPORT_ALLOW_HOSTS: pages.host, AUTH_RATE_LIMIT_PER_MINUTE: '600', SEED_DEMO: 'false' }, { dataDir });
  browser = await launchBrowser();
  member = await approvedMember(server.url, await superAdminSession(server.url), 'Neha Kulkarni');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
  await pages?.close();
});

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, SOON);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
// Its label reads 'Title (required)' to assistive technology.
const titleField = (page: Page) => page.getByRole('textbox', { name: /^Title/ });

describe('Import a recipe on Create Recipe', () => {
  it('a pasted page fills the form, the member edits the title and creates the recipe', async () => {
    const { context, page } = await pageAs(browser, server.url, member);
    await page.goto('/create-recipe');
    await page.getByRole('heading', { name: 'Import from a link or page', level: 2 }).waitFor();

    await page.getByRole('button', { name: 'Import a recipe' }).click();
    await dialog(page).waitFor();
    await dialog(page).getByRole('tab', { name: 'Paste the page' }).click();
    await dialog(page)
      .getByRole('textbox', { name: 'The page' })
      .fill(pastedPage(`${pages.origin}/kheer.png`));
    await viewShot(page, 'recipe-import-01-pasted');
    await expectAccessible(page, 'import dialog');
    await dialog(page).getByRole('button', { name: 'Import', exact: true }).click();
    await poll(() => dialog(page).count()).toBe(0);

    // The form holds the draft; nothing is saved yet.
    await poll(() => titleField(page).inputValue()).toBe('Saffron Kheer');
    expect(await field(page, 'Description').inputValue()).toBe('Rice pudding slowly cooked in milk with saffron and cardamom.');
    expect(await field(page, 'Cooking time (minutes)').inputValue()).toBe('60');
    expect(await field(page, 'Servings').inputValue()).toBe('4');
    expect(await field(page, 'The story behind this recipe').inputValue()).toBe('Recipe by Lata Desai, from https://kheer.example.org/saffron-kheer');
    expect(await field(page, 'Ingredient 1 quantity').inputValue()).toBe('1/4');
    expect(await field(page, 'Ingredient 1 unit').inputValue()).toBe('cup');
    expect(await field(page, 'Ingredient 1 name').inputValue()).toBe('basmati rice');
    expect(await field(page, 'Ingredient 2 unit').inputValue()).toBe('l');
    await poll(() => page.getByText('On the page: “1/4 cup basmati rice, rinsed”').count()).toBe(1);
    expect(await field(page, 'Step 3').inputValue()).toBe('Stir in the sugar, saffron and cardamom and cook 5 minutes more.');
    await poll(() => page.getByText('Imported “Saffron Kheer”').count()).toBe(1);
    expect(await page.getByRole('link', { name: /kheer\.example\.org/ }).getAttribute('href')).toBe('https://kheer.example.org/saffron-kheer');
    // The page's picture, fetched by the server, waits among the photos to be uploaded with the recipe.
    await poll(() => page.getByText("The page's picture was added to Photos.", { exact: false }).count()).toBe(1);
    await poll(() => page.getByRole('list', { name: 'Chosen photos' }).getByRole('img').count()).toBe(1);
    await shot(page, 'recipe-import-02-filled-form', { fromTop: true });
    await expectAccessible(page, 'create recipe after import');

    await titleField(page).fill(EDITED_TITLE);
    await page.getByRole('button', { name: 'Create Recipe with AI' }).click();
    await page.waitForURL(/\/recipe\/\d+$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: EDITED_TITLE, level: 1 }).waitFor({ timeout: 20_000 });
    await poll(() => page.getByText('basmati rice', { exact: false }).count()).toBeGreaterThan(0);
    await poll(() => page.getByText('Recipe by Lata Desai', { exact: false }).count()).toBeGreaterThan(0);
    await poll(() => page.locator('img[src^="/media/recipes/"]').count()).toBeGreaterThan(0);
    await shot(page, 'recipe-import-03-saved-recipe', { fromTop: true });
    await context.close();
  });

  it('says plainly when a page has no recipe, and keeps the dialog open to try again', async () => {
    const { context, page } = await pageAs(browser, server.url, member);
    await page.goto('/create-recipe');
    await page.getByRole('button', { name: 'Import a recipe' }).click();
    await dialog(page).getByLabel('Link to the recipe').fill(`${pages.origin}/page/no-recipe.html`);
    await dialog(page).getByRole('button', { name: 'Import', exact: true }).click();
    await poll(() => dialog(page).getByRole('alert').textContent()).toBe("We couldn't find a recipe on that page.");
    await viewShot(page, 'recipe-import-04-no-recipe');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    expect(await titleField(page).inputValue()).toBe('');
    await context.close();
  });
});
