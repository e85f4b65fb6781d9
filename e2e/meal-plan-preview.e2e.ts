import { addDays, addWeeks, format, startOfWeek } from 'date-fns';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pollUntil, screenshot } from './support/browser';
import { api, superAdminSession, type ApiSession } from './support/journeys';
import { approvedMember as approve, dialog, expectAccessible, pageAs as openAs, toasts, viewShot } from './support/pages';

// AI meal recommendations as a proposal (issue 13, items 6 and 11): the member reviews the meals for the empty
// slots with each recipe's calories per serving and each day against their target, swaps and removes, and only
// then adds them; the planner shows the days' totals; the general 'Add meal' asks for the meal type.

const baseURL = inject('baseURL');
const SOON = { timeout: 15_000, interval: 200 };
const suffix = Date.now().toString(36).slice(-5);
const TARGET = 2000;

let browser: Browser;
let admin: ApiSession;
let member: ApiSession;

const iso = (date: Date) => format(date, 'yyyy-MM-dd');
// Next week, so nothing planned by another journey or by 'today' gets in the way.
const sunday = addWeeks(startOfWeek(new Date(), { weekStartsOn: 0 }), 1);
const dayName = (date: Date) => format(date, 'EEEE, MMM d');

const approvedMember = (name: string) => approve(baseURL, admin, name);
/** Pages are 900 tall (844 on a phone), so the proposal dialog fits. */
const pageAs = (session: ApiSession, options: { width?: number; dark?: boolean } = {}) =>
  openAs(browser, baseURL, session, { ...options, height: options.width && options.width < 768 ? 844 : 900 });

async function openProposal(page: Page, days: '3 days' | '5 days' | '7 days') {
  await page.getByRole('button', { name: 'AI Recommendations' }).click();
  await dialog(page).waitFor();
  await dialog(page).getByRole('radio', { name: days }).click();
  await dialog(page).getByLabel('Start date').fill(iso(sunday));
  await dialog(page).getByRole('button', { name: 'Generate meal plan' }).click();
  await expect.poll(() => dialog(page).getByRole('heading', { name: 'Review your meal plan' }).count(), SOON).toBe(1);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await superAdminSession(baseURL);
  member = await approvedMember('Priya Nair');
  expect((await api(baseURL, member, 'POST', '/api/profile', { username: `priya_${suffix}`, dailyCalorieTarget: TARGET })).status).toBe(200);
  // Recipes are enriched in the background: wait until the demo recipes are candidates (asked as another member,
  // whose AI budget is separate).
  const prober = await approvedMember('Preview Probe');
  await pollUntil(
    async () => {
      const { status, body } = await api(baseURL, prober, 'POST', '/api/meal-plans/ai-recommendations', {
        dietaryPreferences: [],
        cuisinePreferences: [],
        mealCount: 3,
        startDate: iso(sunday),
      });
      return status === 200 ? (body as { recommendations: unknown[] }).recommendations.length : 0;
    },
    (count) => count === 9,
    { timeout: 90_000, interval: 4_000 },
  );
  // One meal already planned: the proposal must leave it alone.
  const recipes = (await api(baseURL, member, 'GET', '/api/recipes?limit=20')).body as { id: number; title: string }[];
  expect((await api(baseURL, member, 'POST', '/api/meal-plans', { recipeId: recipes[0]!.id, plannedDate: iso(sunday), mealType: 'breakfast', notes: null })).status).toBe(201);
});
afterAll(async () => {
  await browser.close();
});

describe('AI recommendations preview', () => {
  it('proposes the empty slots with calories per serving, lets the member swap and remove, and adds only what they accept', async () => {
    const { context, page } = await pageAs(member);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/meal-plans')) posts.push(r.postData() ?? '');
    });
    await page.goto(`/meal-planner?week=${iso(sunday)}`);
    await page.getByRole('heading', { name: 'Meal Planner', level: 1 }).waitFor();
    await openProposal(page, '3 days');

    // Eight meals for the eight empty slots; Sunday's breakfast is already planned and stays.
    const meals = dialog(page).getByTestId('proposed-meal');
    expect(await meals.count()).toBe(8);
    const days = dialog(page).getByTestId('proposal-day');
    expect(await days.count()).toBe(3);
    expect(await days.first().textContent()).toContain('Already planned: Breakfast');
    expect(await dialog(page).getByText('Only empty slots are filled: the meal you already planned stays as it is.').count()).toBe(1);
    expect(await dialog(page).getByText(`Your daily target: 2,000 kcal`).count()).toBe(1);
    for (let i = 0; i < 3; i += 1) expect(await days.nth(i).getByTestId('day-calories').textContent()).toMatch(/[\d,]+ of 2,000 kcal/);
    // Every meal shows its recipe's figure per serving, or says it is not known.
    for (const text of await meals.allTextContents()) expect(text).toMatch(/[\d,]+ kcal a serving|Calories not known/);
    expect(posts).toEqual([]); // nothing saved yet
    await expectAccessible(page, 'AI proposal');
    await viewShot(page, 'meal-plan-preview-01-proposal');

    // Swap Sunday's lunch for its first alternative: the day's total follows the new recipe.
    const swap = dialog(page).getByRole('combobox', { name: `Swap lunch on ${dayName(sunday)}` });
    const before = await swap.textContent();
    const sundayTotal = await days.first().getByTestId('day-calories').textContent();
    await swap.click();
    const options = page.getByRole('option');
    await expect.poll(() => options.count(), SOON).toBeGreaterThan(1);
    const alternative = (await options.nth(1).textContent())!.split(' · ')[0]!;
    await options.nth(1).click();
    await expect.poll(() => swap.textContent(), SOON).toBe(alternative);
    expect(alternative).not.toBe(before);
    const afterSwap = await days.first().getByTestId('day-calories').textContent();

    // Leave Monday's dinner out; it can be put back, and for now it is not counted.
    const monday = addDays(sunday, 1);
    const mondayDinner = days.nth(1).getByTestId('proposed-meal').filter({ hasText: 'Dinner' });
    await mondayDinner.getByRole('button', { name: /^Remove .*\(dinner, / }).click();
    await expect.poll(() => mondayDinner.getAttribute('data-removed'), SOON).toBe('true');
    expect(await mondayDinner.getByRole('button', { name: 'Put back' }).count()).toBe(1);
    await viewShot(page, 'meal-plan-preview-02-swapped-and-removed');
    console.info(`Sunday's calories: ${sundayTotal} before the swap, ${afterSwap} after`);

    await dialog(page).getByRole('button', { name: 'Add to plan' }).click();
    await expect.poll(() => toasts(page).getByText('AI Recommendations Added', { exact: true }).count(), SOON).toBeGreaterThan(0);
    await expect.poll(() => toasts(page).getByText('7 meals were added to your plan.').count(), SOON).toBe(1);
    expect(posts).toHaveLength(7); // each accepted meal posted on its own
    await expect.poll(() => dialog(page).count(), SOON).toBe(0);

    // The grid: the planned breakfast plus the seven accepted meals, the swapped one in its slot, Monday's dinner empty.
    const grid = page.getByRole('list', { name: 'Days of the week' });
    await expect.poll(() => grid.getByRole('link').count(), SOON).toBe(8);
    const sundayLunch = grid.getByRole('region', { name: `Lunch, ${format(sunday, 'EEEE, MMMM d')}` });
    expect(await sundayLunch.getByRole('link', { name: alternative }).count()).toBe(1);
    const mondayDinnerSlot = grid.getByRole('region', { name: `Dinner, ${format(monday, 'EEEE, MMMM d')}` });
    expect(await mondayDinnerSlot.getByText('Nothing planned').count()).toBe(1);
    // Each planned day shows its calories against the target.
    const sundayItem = grid.locator(`[aria-labelledby="day-${iso(sunday)}"]`);
    expect(await sundayItem.getByTestId('day-calories').textContent()).toMatch(/[\d,]+ of 2,000 kcal/);
    await screenshot(page, 'meal-plan-preview-03-planner-with-totals');

    // Asked again, only Monday's dinner is empty: one meal proposed.
    await openProposal(page, '3 days');
    expect(await dialog(page).getByTestId('proposed-meal').count()).toBe(1);
    expect(await dialog(page).getByTestId('proposed-meal').textContent()).toContain('Dinner');
    await viewShot(page, 'meal-plan-preview-04-one-slot-left');
    await dialog(page).getByRole('button', { name: 'Back' }).click();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog(page).count(), SOON).toBe(0);
    expect(posts).toHaveLength(7);
    await context.close();
  });

  it("asks for the meal type in the general 'Add meal' instead of picking breakfast", async () => {
    const { context, page } = await pageAs(member);
    await page.goto(`/meal-planner?week=${iso(sunday)}`);
    await page.getByRole('heading', { name: 'Meal Planner', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add meal' }).click();
    await dialog(page).waitFor();
    const mealType = dialog(page).getByRole('combobox', { name: /Meal type/ });
    expect(await mealType.textContent()).toContain('Choose a meal type');
    expect(await dialog(page).getByLabel('Date').inputValue()).toBe(iso(sunday));
    await dialog(page).getByRole('combobox', { name: 'Recipe' }).click();
    await expect.poll(() => page.getByRole('option').count(), SOON).toBeGreaterThan(0);
    await page.getByRole('option').first().click();
    const add = dialog(page).getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled()).toBe(true); // recipe and date, but no meal type yet
    await viewShot(page, 'meal-plan-preview-05-add-meal-asks-type');
    await mealType.click();
    await page.getByRole('option', { name: 'Snack' }).click();
    expect(await add.isDisabled()).toBe(false);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('looks right in dark mode and on a phone', async () => {
    for (const variant of [{ dark: true }, { width: 390 }]) {
      const { context, page } = await pageAs(member, variant);
      const name = variant.width ? 'mobile-light' : 'desktop-dark';
      await page.goto(`/meal-planner?week=${iso(addWeeks(sunday, 1))}`);
      await page.getByRole('heading', { name: 'Meal Planner', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'AI Recommendations' }).click();
      await dialog(page).waitFor();
      await dialog(page).getByRole('radio', { name: '3 days' }).click();
      await dialog(page)
        .getByLabel('Start date')
        .fill(iso(addWeeks(sunday, 1)));
      await dialog(page).getByRole('button', { name: 'Generate meal plan' }).click();
      await expect.poll(() => dialog(page).getByTestId('proposed-meal').count(), SOON).toBe(9);
      if (variant.dark) await expectAccessible(page, `AI proposal ${name}`);
      await viewShot(page, `meal-plan-preview-06-proposal-${name}`);
      await page.keyboard.press('Escape');
      await context.close();
    }
  });
});
