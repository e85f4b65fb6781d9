import { recipeToMusicMessages } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { approvedMember, expectAccessible, expectToast, pageAs, shot, SOON } from './support/ai-tools';
import { launchBrowser } from './support/browser';
import { api, superAdminSession, type ApiSession } from './support/journeys';

// Recipe to Music (spec §2, §5, §8) with the built-in engine: one of the member's own recipes, then a dish
// name, each in a mood; the recording is played from the file store and earlier songs open in a dialog.

const baseURL = inject('baseURL');
const RECIPE = 'Grandma’s Lemon Drizzle Cake';

let browser: Browser;
let cook: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await superAdminSession(baseURL);
  cook = await approvedMember(baseURL, admin, 'Rosa Lindqvist');
  const created = await api(baseURL, cook, 'POST', '/api/recipes', {
    title: RECIPE,
    description: 'A soft lemon sponge soaked with a sharp lemon and sugar syrup.',
    cookingTime: 60,
    servings: 8,
    tags: ['Baking'],
    // A British cake: no cuisine from the form's list fits, so none is given. Eggs: not 'Vegetarian' in Hearth.
    dietType: 'Non-Vegetarian',
    mealTypes: ['Dessert'],
    visibility: 'private',
    ingredients: [
      { name: 'lemon', quantity: '2', unit: '' },
      { name: 'sugar', quantity: '200', unit: 'g' },
      { name: 'butter', quantity: '175', unit: 'g' },
      { name: 'self-raising flour', quantity: '175', unit: 'g' },
      { name: 'egg', quantity: '3', unit: '' },
    ],
    steps: [
      { instruction: 'Beat the butter and sugar until pale, then beat in the eggs and fold in the flour and lemon zest.' },
      { instruction: 'Bake at 180°C for 45 minutes, then pour over the lemon syrup while warm.' },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});
afterAll(async () => {
  await browser.close();
});

describe('Recipe to Music', () => {
  it('turns one of my recipes into a song I can play, then a dish name, keeping both in the history', async () => {
    const { context, page } = await pageAs(browser, baseURL, cook);
    await page.goto('/ai/recipe-to-music');
    const generate = page.getByRole('button', { name: 'Generate Music' });
    await generate.waitFor();
    expect(await generate.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Select from my recipes' }).isChecked()).toBe(true);
    await expectAccessible(page, 'recipe-to-music form');
    await shot(page, 'ai-recipe-to-music-01-form');

    // Recipe mode: the searchable select of my own recipes, and a mood.
    await page.getByRole('combobox', { name: 'Recipe' }).click();
    await page.getByRole('combobox', { name: 'Search your recipes' }).fill('lemon');
    await page.getByRole('option', { name: new RegExp(RECIPE) }).click();
    await page.getByRole('combobox', { name: 'Mood' }).click();
    await page.getByRole('option', { name: 'Romantic' }).click();
    expect(await generate.isDisabled()).toBe(false);
    await generate.click();
    await expectToast(page, 'Music Generated!');
    await page.getByText(`${RECIPE} Serenade`).first().waitFor({ timeout: 20_000 });
    await page.getByText('romantic', { exact: true }).first().waitFor();
    await page
      .getByText(/\d+ BPM/)
      .first()
      .waitFor();
    await page.getByText(/lemon/i).first().waitFor();
    for (const heading of ['Listen', 'Lyrics', 'Musical elements', 'Instruments', 'Structure', 'From taste and mood']) await page.getByRole('heading', { name: heading }).waitFor();
    const src = await page.locator('audio[controls]').first().getAttribute('src');
    expect(src).toMatch(/^\/media\/music\/[A-Za-z0-9_-]+\.wav$/);
    const recording = await page.request.get(src!);
    expect(recording.status()).toBe(200);
    expect(recording.headers()['content-type']).toBe('audio/wav');
    expect((await recording.body()).subarray(0, 4).toString('ascii')).toBe('RIFF');
    // The browser's own player decodes it: a 20–60 s piece, and it plays when asked.
    const player = page.locator('audio[controls]').first();
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration), SOON).toBeGreaterThanOrEqual(20);
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeLessThanOrEqual(60);
    await player.evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
    });
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), SOON).toBeGreaterThan(0);
    await player.evaluate((audio: HTMLAudioElement) => audio.pause());
    await expectAccessible(page, 'recipe-to-music result');
    await shot(page, 'ai-recipe-to-music-02-result');

    // Dish-name mode: blank is refused by the button; after success the name is cleared.
    await page.getByRole('radio', { name: 'Enter a dish name' }).check();
    const dish = page.getByRole('textbox', { name: 'Dish name' });
    await dish.fill('   ');
    expect(await generate.isDisabled()).toBe(true);
    await dish.fill('Mango sticky rice');
    await page.getByRole('combobox', { name: 'Mood' }).click();
    await page.getByRole('option', { name: 'Playful' }).click();
    await generate.click();
    await expectToast(page, 'Music Generated!');
    await page.getByText('Mango Sticky Rice Hop').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => dish.inputValue(), SOON).toBe('');

    // The earlier song is a card that opens in a dialog with the date it was generated on.
    const previous = page.locator('section', { has: page.getByRole('heading', { name: 'Previous compositions' }) });
    await previous.getByRole('button', { name: new RegExp(`${RECIPE} Serenade`) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `${RECIPE} Serenade` }).waitFor();
    await dialog.getByText(/Generated on/).waitFor();
    expect(await dialog.locator('audio[controls]').getAttribute('src')).toBe(src);
    await expectAccessible(page, 'recipe-to-music dialog');
    await shot(page, 'ai-recipe-to-music-03-history-dialog');
    await context.close();
  });

  it('refuses a request with neither a recipe nor a dish name, with the spec’s message', async () => {
    const refused = await api(baseURL, cook, 'POST', '/api/ai/recipe-to-music', { recipeId: null, dishName: '  ', mood: 'calm' });
    expect(refused).toMatchObject({ status: 400, body: { message: recipeToMusicMessages.nothingToCompose } });
  });
});
