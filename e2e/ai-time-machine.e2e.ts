import { TIME_MACHINE_EXAMPLES, timeMachineCopy, toasts as toastCopy, validation } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { approvedMember, expectAccessible, expectToast, pageAs, shot, SOON, toasts } from './support/ai-tools';
import { launchBrowser } from './support/browser';
import { superAdminSession, type ApiSession } from './support/journeys';

// Time Machine (spec §2, §4, §5, §8) with the built-in kitchen engine, as a new approved member: an example
// badge, a nearest-era answer, the history and a failed journey.

const baseURL = inject('baseURL');

let browser: Browser;
let cook: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await superAdminSession(baseURL);
  cook = await approvedMember(baseURL, admin, 'Livia Marchetti');
});
afterAll(async () => {
  await browser.close();
});

describe('Time Machine', () => {
  it('travels to an example era, then to one it only knows the nearest of, and keeps both in the history', async () => {
    const { context, page } = await pageAs(browser, baseURL, cook);
    await page.goto('/ai/time-machine');
    const travel = page.getByRole('button', { name: timeMachineCopy.submit });
    await travel.waitFor();
    for (const example of TIME_MACHINE_EXAMPLES) await page.getByRole('button', { name: example, exact: true }).waitFor();
    await expectAccessible(page, 'time-machine form');
    await shot(page, 'ai-time-machine-01-form');

    // The era is required: the spec's message, and nothing is sent.
    await travel.click();
    await page.getByText(validation.eraRequired).waitFor();

    // An example badge fills the era; the result card shows every section and the toast.
    await page.getByRole('button', { name: 'Ancient Rome', exact: true }).click();
    expect(await page.getByRole('textbox', { name: 'Era', exact: true }).inputValue()).toBe('Ancient Rome');
    await page.getByLabel('Region (optional)').fill('Italy');
    await travel.click();
    await expectToast(page, toastCopy.timeTravelComplete.title);
    for (const heading of [
      'Historical Context',
      'Recipe',
      'Historical Ingredients',
      'Modern Substitutions',
      'Traditional Cooking Methods',
      'Taste Profile',
      'Historical References',
    ]) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await page.getByRole('list', { name: 'Era and region' }).getByText('Ancient Rome').waitFor();
    await page
      .getByText(/De agri cultura|De re coquinaria/)
      .first()
      .waitFor();
    // The form resets after success.
    expect(await page.getByRole('textbox', { name: 'Era', exact: true }).inputValue()).toBe('');
    await expectAccessible(page, 'time-machine result');
    await shot(page, 'ai-time-machine-02-rome');

    // An era Hearth has no kitchen for: the nearest one, said plainly.
    await page.getByRole('textbox', { name: 'Era', exact: true }).fill('Ming dynasty');
    await travel.click();
    await page.getByText(/has no entry for “Ming dynasty”; the nearest it knows is Tang and Song China/).waitFor(SOON);
    await page.getByRole('list', { name: 'Era and region' }).getByText('Tang and Song China').waitFor();

    // Two journeys: the history appears, and a card opens its journey as the result.
    const history = page.getByRole('region', { name: timeMachineCopy.historyTitle });
    await history.waitFor(SOON);
    const cards = history.getByRole('button');
    await expect.poll(() => cards.count(), SOON).toBe(2);
    await cards.nth(1).click();
    await page.getByRole('list', { name: 'Era and region' }).getByText('Ancient Rome').waitFor();
    await expectAccessible(page, 'time-machine history');
    await shot(page, 'ai-time-machine-03-history');
    await context.close();
  });

  it('shows the server’s message in a Generation Failed toast when an era cannot be placed', async () => {
    const { context, page } = await pageAs(browser, baseURL, cook, { dark: true });
    await page.goto('/ai/time-machine');
    await page.getByRole('textbox', { name: 'Era', exact: true }).fill('once upon a time');
    await page.getByRole('button', { name: timeMachineCopy.submit }).click();
    await expectToast(page, 'Generation Failed');
    await expect
      .poll(
        () =>
          toasts(page)
            .getByText(/Hearth could not tell when “once upon a time” was/)
            .count(),
        SOON,
      )
      .toBeGreaterThan(0);
    await shot(page, 'ai-time-machine-04-failed');
    await context.close();
  });
});
