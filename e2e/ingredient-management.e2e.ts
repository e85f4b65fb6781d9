import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { api, superAdminSession, useSession } from './support/journeys';

// The admin's Ingredient Management card (spec §2, issue 5): both steps against the real server.
const baseURL = inject('baseURL');
const SOON = { timeout: 20_000, interval: 250 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('Ingredient Management', () => {
  it('categorises the catalogue and generates missing images, with the spec toasts', async () => {
    const admin = await superAdminSession(baseURL);
    // A new ingredient arrives without a category or picture, as it would from an API client.
    const recipe = await api(baseURL, admin, 'POST', '/api/recipes', {
      title: 'Kokum Sherbet',
      ingredients: [
        { name: 'kokum', quantity: '10', unit: 'piece' },
        { name: 'jaggery', quantity: '1/2', unit: 'cup' },
      ],
      steps: [{ instruction: 'Soak the kokum, blend with jaggery and water, strain and chill.' }],
    });
    expect(recipe.status).toBe(201);

    const context = await newContext(browser, baseURL);
    await useSession(context, baseURL, admin);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Ingredient Management' }).waitFor();
    await screenshot(page, 'ingredients-01-card');

    await page.getByRole('button', { name: 'Categorize All Ingredients' }).click();
    await expect.poll(() => page.getByText('Ingredients Categorized').count(), SOON).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Generate All Missing Images' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Generating Images...' }).count(), SOON).toBe(1);
    // Drawing a picture for every seeded ingredient takes a while on two cores.
    await expect.poll(() => page.getByText('Images Generated Successfully').count(), { timeout: 200_000, interval: 500 }).toBeGreaterThan(0);
    await screenshot(page, 'ingredients-02-done');

    // Afterwards nothing in the catalogue is left without a category or an image.
    const ingredients = (await api(baseURL, admin, 'GET', '/api/ingredients?limit=1000')).body as { name: string; category: string | null; imageUrl: string | null }[];
    expect(ingredients.filter((i) => !i.category)).toEqual([]);
    expect(ingredients.filter((i) => !i.imageUrl)).toEqual([]);
    expect(ingredients.find((i) => i.name === 'jaggery')?.category).toBe('Sweeteners');
    await context.close();
  }, 300_000);
});
