import { CHEF_INSPIRATIONS, MOOD_PROMPTS, serverMessages } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { approvedMember as approve, expectAccessible, expectToast, pageAs as openAs, shot, SOON, toasts } from './support/ai-tools';
import { launchBrowser } from './support/browser';
import { api, createMemberThroughApi, superAdminSession, type ApiSession } from './support/journeys';

// The AI tools (spec §2, §4, §5, §8), driven in Chromium against the e2e server with the built-in kitchen
// engine (no AI service configured), as a new approved member would use them.

const baseURL = inject('baseURL');

let browser: Browser;
let admin: ApiSession;
let cook: ApiSession;

const approvedMember = (name: string) => approve(baseURL, admin, name);
const pageAs = (session: ApiSession, options: { dark?: boolean } = {}) => openAs(browser, baseURL, session, options);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await superAdminSession(baseURL);
  cook = await approvedMember('Ines Moreau');
});
afterAll(async () => {
  await browser.close();
});

describe('AI tools', () => {
  it('a member awaiting approval sees why the tools are closed, and the server refuses them too', async () => {
    const pending = await createMemberThroughApi(baseURL, { name: 'Pending Cook' });
    const { context, page } = await pageAs(pending);
    await page.goto('/ai/chef');
    await page.getByRole('heading', { name: 'AI Chef' }).waitFor();
    await page.getByText(/Your account is currently under review/).waitFor();
    expect(await page.getByRole('button', { name: 'Generate Recipe' }).count()).toBe(0);
    const refused = await api(baseURL, pending, 'POST', '/api/ai/generate-recipe', { prompt: 'soup' });
    expect(refused).toMatchObject({ status: 403, body: { message: serverMessages.approvalRequired } });
    await context.close();
  });

  it('AI Chef turns an inspiration card into the member’s own recipe page', async () => {
    const { context, page } = await pageAs(cook);
    await page.goto('/ai/chef');
    const generate = page.getByRole('button', { name: 'Generate Recipe' });
    await generate.waitFor();
    expect(await generate.isDisabled()).toBe(true);
    const prompt = page.getByLabel('What would you like to cook?');
    await prompt.fill('   ');
    expect(await generate.isDisabled()).toBe(true);
    const breakfast = CHEF_INSPIRATIONS.find((card) => /breakfast/i.test(card.title))!;
    await page.getByRole('button', { name: new RegExp(breakfast.title) }).click();
    expect(await prompt.inputValue()).toBe(breakfast.prompt);
    await expectAccessible(page, 'chef');
    await shot(page, 'ai-chef-01-form');
    await generate.click();
    await expectToast(page, 'Recipe Generated!');
    await page.waitForURL(/\/recipe\/\d+$/, { timeout: 20_000 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SOON).toMatch(/breakfast|bowl|porridge|pancake|yogurt/i);
    // The recipe is private to its creator and has real ingredient lines and steps.
    await page.getByText('Private', { exact: true }).first().waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const recipe = await api(baseURL, cook, 'GET', `/api/recipes/${id}`);
    expect(recipe.body.recipeIngredients.length).toBeGreaterThanOrEqual(5);
    expect(recipe.body.steps.length).toBeGreaterThanOrEqual(4);
    await shot(page, 'ai-chef-02-recipe');
    await context.close();
  });

  it('Mood Suggestions reads a prompt card and suggests recipes with reasons', async () => {
    const { context, page } = await pageAs(cook, { dark: true });
    await page.goto('/ai/mood-suggestions');
    const submit = page.getByRole('button', { name: 'Get Suggestions' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('button', { name: new RegExp(MOOD_PROMPTS[0]!.title) }).click();
    expect(await page.getByLabel('How are you feeling?').inputValue()).toBe(MOOD_PROMPTS[0]!.prompt);
    await submit.click();
    await expectToast(page, 'Mood Analysis Complete');
    await page.getByRole('heading', { name: 'Your Mood' }).waitFor();
    expect(Number(await page.getByRole('progressbar', { name: 'Mood confidence' }).getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await page
      .getByText(/I read this from/)
      .first()
      .waitFor();
    await expectAccessible(page, 'mood');
    await shot(page, 'ai-mood-01-result');
    await context.close();
  });

  it('Alchemist: a challenge, an evaluation with a score, and publishing it as a recipe', async () => {
    const { context, page } = await pageAs(cook);
    await page.goto('/ai/alchemist');
    const list = page.getByRole('list', { name: 'Challenge ingredients' });
    await list.waitFor();
    const ingredients = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
    expect(ingredients.length).toBeGreaterThanOrEqual(3);
    expect(ingredients.length).toBeLessThanOrEqual(5);
    const submit = page.getByRole('button', { name: 'Submit Recipe' });
    expect(await submit.isDisabled()).toBe(true);
    await page
      .getByLabel('Your Recipe')
      .fill(
        [
          `Alchemist skillet with ${ingredients.join(', ')}`,
          '',
          ...ingredients.map((name) => `200 g ${name}`),
          '2 tbsp olive oil',
          '1 tsp salt',
          '',
          `1. Heat the olive oil in a wide pan over medium heat for 2 minutes.`,
          `2. Add the ${ingredients[0]} and cook for 5 minutes, stirring.`,
          `3. Add the rest, season with salt and cook for 10 minutes until tender.`,
          '4. Taste, adjust the seasoning and serve hot.',
        ].join('\n'),
      );
    await submit.click();
    await page.getByRole('heading', { name: 'AI Evaluation' }).waitFor({ timeout: 20_000 });
    const score = Number(await page.getByRole('progressbar', { name: 'Evaluation score out of 100' }).getAttribute('aria-valuenow'));
    expect(score).toBeGreaterThanOrEqual(50);
    for (const heading of ['Feedback', 'Similar Known Recipes', 'Predicted Taste Profile']) await page.getByRole('heading', { name: heading }).waitFor();
    await shot(page, 'ai-alchemist-01-evaluation');
    await page.getByRole('button', { name: 'Publish This Recipe' }).click();
    await expectToast(page, 'Recipe Published!');
    await page.waitForURL(/\/recipe\/\d+$/, { timeout: 20_000 });
    await context.close();
  });

  it('AI Discover finds recipes for typed ingredients, opens an AI recipe and keeps the history', async () => {
    const { context, page } = await pageAs(cook);
    await page.goto('/ai/discover');
    const input = page.getByLabel('Add ingredients manually');
    await input.waitFor();
    expect(await page.getByText('No ingredients added yet').count()).toBe(1);
    for (const name of ['chickpeas', 'tomato', 'onion', 'tomato']) {
      await input.fill(name);
      await input.press('Enter');
    }
    // Duplicates are ignored; the field clears after each add.
    expect(await page.getByRole('list', { name: 'Your ingredients' }).getByRole('listitem').count()).toBe(3);
    expect(await input.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Discover Recipes' }).click();
    await page.getByRole('heading', { name: 'Recipes from Database' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Edit & Re-search' }).waitFor();
    expect(await page.getByRole('link', { name: /Chana Masala/ }).count()).toBeGreaterThan(0);
    await shot(page, 'ai-discover-01-results');
    const aiSection = page.locator('section', { has: page.getByRole('heading', { name: 'AI-Generated Recipes' }) });
    await aiSection.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThanOrEqual(9);
    await shot(page, 'ai-discover-02-ai-recipe');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'History' }).click();
    await page
      .getByText(/Ingredients: chickpeas, tomato, onion/i)
      .first()
      .waitFor(SOON);
    await shot(page, 'ai-discover-03-history');
    await context.close();
  });

  it('Flavor Pairing scores two ingredients, colours the circle and names the shared compounds', async () => {
    const { context, page } = await pageAs(cook);
    await page.goto('/ai/flavor-pairing');
    const analyze = page.getByRole('button', { name: 'Analyze Pairing' });
    await analyze.waitFor();
    await page.getByLabel('First ingredient').fill('pork');
    expect(await analyze.isDisabled()).toBe(true);
    await page.getByLabel('Second ingredient').fill('apple');
    await analyze.click();
    await expectToast(page, 'Pairing Analysis Complete');
    const circle = page.getByRole('img', { name: /^Compatibility \d+ out of 100/ });
    await circle.waitFor();
    const score = Number(/Compatibility (\d+)/.exec((await circle.getAttribute('aria-label')) ?? '')![1]);
    expect(score).toBeGreaterThanOrEqual(80);
    for (const heading of ['Unexpectedness', 'Usage Context', 'Scientific Basis', 'Shared Compounds']) await page.getByRole('heading', { name: heading }).waitFor();
    await expectAccessible(page, 'flavor-pairing');
    await shot(page, 'ai-flavor-pairing-01-result');
    // A name the knowledge does not hold is refused plainly, never guessed.
    await page.getByLabel('Second ingredient').fill('bazil');
    await analyze.click();
    await expect.poll(() => toasts(page).getByText(/bazil/).count(), SOON).toBeGreaterThan(0);
    await context.close();
  });

  it('Ingredient DNA shows the eight sections with IFCT figures', async () => {
    const { context, page } = await pageAs(cook, { dark: true });
    await page.goto('/ai/ingredient-dna');
    await page.getByLabel('Ingredient name').fill('paneer');
    await page.getByRole('button', { name: 'Analyze DNA' }).click();
    await expectToast(page, 'DNA Analysis Complete');
    for (const heading of ['Taste Profile', 'Texture', 'Nutritional Profile', 'Seasonality', 'Substitutions', 'Cultural Usage', 'Regional Availability', 'Chemical Compounds']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page
      .getByText(/IFCT 2017/)
      .first()
      .waitFor();
    await expectAccessible(page, 'ingredient-dna');
    await shot(page, 'ai-ingredient-dna-01-result');
    await context.close();
  });

  it('Food Trivia shows facts on every visit and New Fact brings others', async () => {
    const { context, page } = await pageAs(cook);
    await page.goto('/ai/trivia');
    await page.getByRole('heading', { name: 'Did You Know?' }).waitFor();
    const facts = page.getByRole('list', { name: 'Food facts' }).getByRole('listitem');
    await expect.poll(() => facts.count(), SOON).toBeGreaterThan(0);
    const first = await facts.allTextContents();
    expect(first.join(' ')).toMatch(/Source:/);
    await page.getByRole('button', { name: 'New Fact' }).click();
    await expect.poll(async () => (await facts.allTextContents()).join('|'), SOON).not.toBe(first.join('|'));
    await expectAccessible(page, 'trivia');
    await shot(page, 'ai-trivia-01-facts');
    await context.close();
  });

  it('Recipe Debugger names the likely cause and the fix', async () => {
    const { context, page } = await pageAs(cook);
    await page.goto('/ai/recipe-debugger');
    const submit = page.getByRole('button', { name: 'Debug Recipe' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('What went wrong?').fill('My cake sank in the middle and the crumb is dense and gummy');
    await submit.click();
    await expectToast(page, 'Analysis Complete');
    await page
      .getByText(/sank in the middle/i)
      .first()
      .waitFor();
    await page
      .getByText(/baking powder/i)
      .first()
      .waitFor();
    await expectAccessible(page, 'recipe-debugger');
    await shot(page, 'ai-recipe-debugger-01-result');
    await context.close();
  });
});
