import type { RecipeCard, RecipeDetail } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pollUntil, screenshot } from './support/browser';
import { api, createMemberThroughApi, superAdminSession, type ApiSession } from './support/journeys';
import { expectAccessible, pageAs as openAs, viewShot } from './support/pages';

// A recipe page to cook from (issue 13, item 5; docs/decisions/0027-recipe-page-to-cook-from.md) on the demo
// Tiramisu: servings scaler, units, ticks, times read from the steps, nutrition, print view, Keep screen on;
// and the allergen warning on its card for a member allergic to dairy (item 11).

const baseURL = inject('baseURL');
let browser: Browser;
let member: ApiSession;
let tiramisu: RecipeDetail;
const username = `dairy_free_${Date.now().toString(36).slice(-5)}`;

const SOON = { timeout: 10_000, interval: 100 };
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, SOON);

const pageAs = (session: ApiSession) => openAs(browser, baseURL, session);

/** A full-page screenshot once images and fonts have settled. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await screenshot(page, name);
}

const ingredientList = (page: Page) => page.getByTestId('ingredient-list');
const lines = (page: Page) => ingredientList(page).getByRole('listitem').allTextContents();

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await superAdminSession(baseURL);
  member = await createMemberThroughApi(baseURL, { name: 'Meera Iyer', username });
  expect((await api(baseURL, admin, 'POST', `/api/admin/users/${member.userId}/approve`, { autoApprove: false })).status).toBeLessThan(300);
  expect((await api(baseURL, member, 'POST', '/api/profile', { username, allergies: ['Dairy'] })).status).toBe(200);
  const found = (await api(baseURL, member, 'GET', '/api/recipes?search=Tiramisu')).body as RecipeCard[];
  const id = found.find((r) => r.title === 'Tiramisu')!.id;
  // Demo recipes are enriched in the background: wait for the facts (allergens, nutrition).
  await pollUntil(
    async () => {
      tiramisu = (await api(baseURL, member, 'GET', `/api/recipes/${id}`)).body as RecipeDetail;
      return tiramisu.enrichment.status;
    },
    (status) => status === 'ready',
  );
});
afterAll(async () => {
  await browser.close();
});

describe('a recipe page to cook from', () => {
  it('scales servings, converts units, ticks ingredients, shows times and nutrition', async () => {
    const { context, page } = await pageAs(member);
    await page.goto(`/recipe/${tiramisu.id}`);
    await page.getByRole('heading', { name: 'Tiramisu', level: 1 }).waitFor();

    // Times: the total (waiting included, decision 0024), and the split the steps state.
    const times = page.getByTestId('recipe-times');
    await poll(() => times.textContent()).toContain('Total 6 hours 40 minutes');
    expect(await times.textContent()).toContain('Prep & cook 40 minutes');
    expect(await times.textContent()).toContain('Waiting 6 hours');
    expect(await times.textContent()).toContain('as the steps state them');

    // As written, for the 8 servings the recipe makes.
    expect(await page.getByTestId('servings-value').textContent()).toBe('8');
    expect(await lines(page)).toEqual(expect.arrayContaining([expect.stringContaining('1 ½ cups espresso'), expect.stringContaining('500 g mascarpone')]));
    expect(await page.getByRole('button', { name: 'Reset to 8 servings' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'recipe page');
    await shot(page, 'recipe-page-01-as-written');

    // Scaled to 4: amounts halve, fractions stay readable; pieces stay pieces.
    const fewer = page.getByRole('button', { name: 'Fewer servings' });
    for (let i = 0; i < 4; i += 1) await fewer.click();
    await poll(() => page.getByTestId('servings-value').textContent()).toBe('4');
    await poll(() => lines(page)).toEqual(
      expect.arrayContaining([expect.stringContaining('¾ cup espresso'), expect.stringContaining('250 g mascarpone'), expect.stringContaining('2 egg yolks')]),
    );
    await page.getByText('Amounts for 4 servings').waitFor();
    await page.getByTestId('ingredient-list').scrollIntoViewIfNeeded();
    await viewShot(page, 'recipe-page-02-scaled-to-4');

    // US measures: grams become ounces, cups stay cups.
    await page.getByRole('radio', { name: 'US', exact: true }).click();
    await poll(() => lines(page)).toEqual(expect.arrayContaining([expect.stringContaining('8.8 oz mascarpone'), expect.stringContaining('¾ cup espresso')]));
    // Back to the recipe's servings: 500 g reads 1.1 lb.
    await page.getByRole('button', { name: 'Reset to 8 servings' }).click();
    await poll(() => lines(page)).toEqual(expect.arrayContaining([expect.stringContaining('1.1 lb mascarpone'), expect.stringContaining('1 ½ cups espresso')]));
    await viewShot(page, 'recipe-page-03-us-units');
    // Metric: cups become millilitres.
    await page.getByRole('radio', { name: 'Metric', exact: true }).click();
    await poll(() => lines(page)).toEqual(expect.arrayContaining([expect.stringContaining('360 ml espresso'), expect.stringContaining('500 g mascarpone')]));
    await page.getByRole('radio', { name: 'US', exact: true }).click();

    // Ticking a line strikes it through, and the tick is remembered for this recipe.
    const mascarpone = page.getByRole('checkbox', { name: /mascarpone/ });
    await mascarpone.click();
    await poll(() => mascarpone.getAttribute('aria-checked')).toBe('true');
    expect(await ingredientList(page).locator('li[data-ticked]').count()).toBe(1);
    await page.getByText(`1 of ${tiramisu.recipeIngredients.length} ticked`).waitFor();
    await viewShot(page, 'recipe-page-04-ticked');
    await page.reload();
    await page.getByRole('heading', { name: 'Tiramisu', level: 1 }).waitFor();
    await poll(() => page.getByRole('checkbox', { name: /mascarpone/ }).getAttribute('aria-checked')).toBe('true');
    // The units are remembered too (US), the servings are not.
    expect(await page.getByTestId('servings-value').textContent()).toBe('8');
    await poll(() => lines(page)).toEqual(expect.arrayContaining([expect.stringContaining('1.1 lb mascarpone')]));

    // Nutrition per serving, with its source and, when partial, how much it covers.
    const nutrition = page.getByRole('region', { name: 'Nutrition' });
    await nutrition.scrollIntoViewIfNeeded();
    const nutritionText = (await nutrition.textContent()) ?? '';
    expect(tiramisu.nutrition).not.toBeNull();
    for (const label of ['Per serving', 'Calories', 'kcal', 'Protein', 'Carbohydrate', 'Fat', 'Fibre', `Source: ${tiramisu.nutrition!.source}`])
      expect(nutritionText).toContain(label);
    expect(nutritionText).toContain(`${Math.round(tiramisu.nutrition!.energyKcal)} kcal`);
    expect(await nutrition.getByTestId('nutrition-coverage').count()).toBe(tiramisu.nutrition!.coverage < 0.95 ? 1 : 0);
    await viewShot(page, 'recipe-page-05-nutrition');

    // The cooking view beside Mentor Mode: Keep screen on, or a note where the browser cannot.
    const cooking = page.getByRole('region', { name: 'Cooking view' });
    await cooking.scrollIntoViewIfNeeded();
    const status = cooking.getByTestId('wake-lock-status');
    if (await page.evaluate(() => 'wakeLock' in navigator)) {
      const keepOn = cooking.getByRole('switch', { name: 'Keep screen on' });
      await keepOn.click();
      expect(await keepOn.getAttribute('aria-checked')).toBe('true');
      // Held, or refused by this (headless) device: either way the cook is told which.
      await poll(() => status.textContent()).toMatch(/stay on while this page is open|wouldn't keep the screen on/);
    } else {
      expect(await cooking.getByRole('switch').count()).toBe(0);
      expect(await status.textContent()).toContain("can't keep the screen on");
    }
    await viewShot(page, 'recipe-page-06-cooking-view');
    await context.close();
  });

  it('prints title, picture, times, servings, ingredients and steps on one page, without the app around it', async () => {
    const { context, page } = await pageAs(member);
    await page.goto(`/recipe/${tiramisu.id}`);
    await page.getByRole('heading', { name: 'Tiramisu', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.getByRole('button', { name: 'Fewer servings' }).click();

    await page.emulateMedia({ media: 'print' });
    const print = page.getByTestId('recipe-print');
    await print.waitFor();
    const printed = (await print.textContent()) ?? '';
    expect(printed).toContain('Tiramisu');
    expect(printed).toContain('Total 6 hours 40 minutes');
    expect(printed).toContain('Serves 7');
    expect(printed).toContain('Ingredients');
    expect(printed).toContain('Cover and chill for at least 6 hours');
    expect(await print.locator('li').count()).toBe(tiramisu.recipeIngredients.length + tiramisu.steps.length);
    // Nothing of the screen view prints: buttons, rating, share, related recipes, sidebar and header.
    for (const hidden of [
      page.getByRole('button', { name: 'Print' }),
      page.getByRole('heading', { name: 'Related Recipes' }),
      page.getByRole('region', { name: 'Nutrition' }),
      page.getByText('Browse Recipes').first(),
    ]) {
      expect(await hidden.isVisible()).toBe(false);
    }
    expect(await page.locator('[data-slot="sidebar"]').first().isVisible()).toBe(false);
    await shot(page, 'recipe-page-07-print');

    // One page: Chromium prints the print view to a single A4 sheet.
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length).toBe(1);
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });

  it("warns on the recipe's card that it contains what the member is allergic to", async () => {
    expect(tiramisu.derivedAllergens).toContain('Dairy');
    const { context, page } = await pageAs(member);
    await page.goto('/recipes?q=Tiramisu');
    const card = page
      .getByRole('tabpanel')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: 'Tiramisu', exact: true }) });
    await poll(() => card.count()).toBe(1);
    await poll(() => card.getByTestId('allergen-warning').textContent()).toContain('Contains dairy');
    await shot(page, 'recipe-page-08-allergen-badge');
    await context.close();
  });
});
