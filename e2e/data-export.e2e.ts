import { readFile } from 'node:fs/promises';
import type { AccountExport, RecipeDetail, RecipeJsonLd } from '@hearth/contracts';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { api, superAdminSession, type ApiSession } from './support/journeys';
import { approvedMember, expectAccessible, expectToast, pageAs, shot } from './support/pages';

// Taking things out of Hearth (issue 15, item 4; decision 0034): a recipe page's Export button saves the
// recipe as schema.org JSON-LD, and Profile Settings' 'Export my data' saves the whole account as JSON.

const baseURL = inject('baseURL');
let browser: Browser;
let member: ApiSession;
let recipe: RecipeDetail;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await approvedMember(baseURL, await superAdminSession(baseURL), 'Meera Export');
  const created = await api(baseURL, member, 'POST', '/api/recipes', {
    title: 'Lemon Rice for Keeps',
    description: 'Tangy rice with curry leaves and peanuts.',
    cookingTime: 25,
    servings: 2,
    cuisine: 'Indian',
    ingredients: [
      { name: 'cooked rice', quantity: '2', unit: 'cup' },
      { name: 'lemon juice', quantity: '0.5', unit: 'tbsp' },
    ],
    steps: [{ instruction: 'Temper mustard seeds and curry leaves in oil.' }, { instruction: 'Fold in the rice and lemon juice.' }],
  });
  expect(created.status).toBe(201);
  recipe = created.body as RecipeDetail;
});
afterAll(async () => {
  await browser.close();
});

/** Clicks `button` and returns the file the browser saved, with its contents parsed as JSON. */
async function downloadFrom<T>(page: Page, button: ReturnType<Page['getByRole']>): Promise<{ download: Download; json: T }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { download, json: JSON.parse(await readFile(path, 'utf8')) as T };
}

describe('exporting', () => {
  it("a recipe page's Export button saves the recipe as schema.org JSON-LD", async () => {
    const { context, page } = await pageAs(browser, baseURL, member);
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole('heading', { name: 'Lemon Rice for Keeps', level: 1 }).waitFor();
    const button = page.getByRole('button', { name: 'Export', exact: true });
    const { download, json } = await downloadFrom<RecipeJsonLd>(page, button);
    expect(download.suggestedFilename()).toBe('lemon-rice-for-keeps.jsonld');
    expect(json).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Lemon Rice for Keeps', totalTime: 'PT25M', recipeYield: '2 servings' });
    expect(json.recipeIngredient).toHaveLength(2);
    expect(json.recipeIngredient[1]).toMatch(/^½ tbsp /);
    expect(json.recipeInstructions.map((step) => step['@type'])).toEqual(['HowToStep', 'HowToStep']);
    expect(json.url).toBe(`${baseURL}/recipe/${recipe.id}`);
    await expectToast(page, 'Recipe exported', 'Import the file into Mealie, Tandoor, Paprika or another Hearth.');
    await shot(page, 'data-export-recipe-page', { fromTop: true });
    await expectAccessible(page, 'recipe page with Export');
    await context.close();
  });

  it("Profile Settings' Export my data saves the whole account as JSON", async () => {
    const { context, page } = await pageAs(browser, baseURL, member);
    await page.goto('/profile');
    const button = page.getByRole('button', { name: 'Export my data' });
    await button.scrollIntoViewIfNeeded();
    const { download, json } = await downloadFrom<AccountExport>(page, button);
    expect(download.suggestedFilename()).toMatch(/^hearth-cook-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json$/);
    expect(json).toMatchObject({ format: 'hearth-account-export', account: { email: member.email, id: member.userId } });
    expect(json.recipes.map((r) => r.title)).toEqual(['Lemon Rice for Keeps']);
    expect(json.recipes[0]!.schemaOrg['@type']).toBe('Recipe');
    await expectToast(page, 'Your data is downloading');
    await page.getByRole('region', { name: 'Your data' }).scrollIntoViewIfNeeded();
    await shot(page, 'data-export-profile-settings');
    await expectAccessible(page, 'Profile Settings with Export my data');
    await context.close();
  });
});
