import { provenanceCopy, recipeMessages } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { approvedMember, expectAccessible, expectToast, pageAs, shot, SOON, toasts } from './support/ai-tools';
import { launchBrowser } from './support/browser';
import { superAdminSession, type ApiSession } from './support/journeys';

// Cultural Provenance (spec §2, §5, §8) with the built-in kitchen engine, as a new approved member:
// a documented dish with its sources and dispute, an undocumented one clearly labelled as inferred, and a
// recipe ID the member cannot see.

const baseURL = inject('baseURL');

let browser: Browser;
let cook: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await superAdminSession(baseURL);
  cook = await approvedMember(baseURL, admin, 'Lakshmi Iyer');
});
afterAll(async () => {
  await browser.close();
});

describe('Cultural Provenance', () => {
  it('traces a documented dish, labels an inferred one, and reports a recipe it cannot read', async () => {
    const { context, page } = await pageAs(browser, baseURL, cook);
    await page.goto('/ai/cultural-provenance');
    const trace = page.getByRole('button', { name: 'Trace Provenance' });
    await trace.waitFor();
    expect(await trace.isDisabled()).toBe(true);
    const dish = page.getByLabel('Dish name');
    await dish.fill('   ');
    expect(await trace.isDisabled()).toBe(true);
    await expectAccessible(page, 'cultural-provenance form');
    await shot(page, 'ai-cultural-provenance-01-form');

    // A documented dish: its history, its sources and the dispute over its origin.
    await dish.fill('Biryani');
    await trace.click();
    await expectToast(page, 'Historical Analysis Complete');
    await page.getByRole('heading', { name: 'Biryani' }).waitFor({ timeout: 20_000 });
    for (const heading of ['Origin Region', 'Origin Era', 'Cultural Significance', 'Influenced By', 'Has Influenced', 'Sources'])
      await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByText(provenanceCopy.documentedLabel).first().waitFor();
    await page.getByText(/^Disputed: /).waitFor();
    await page
      .getByRole('list', { name: 'Sources' })
      .getByText(/Collingham/)
      .waitFor();
    expect(await page.getByText(provenanceCopy.inferredLabel, { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'cultural-provenance documented');
    await shot(page, 'ai-cultural-provenance-02-documented');

    // A dish Hearth holds no history for: inferred from its name's cuisine, and plainly labelled so.
    await dish.fill('Sichuan cucumber salad');
    await trace.click();
    await page.getByRole('heading', { name: 'Sichuan cucumber salad' }).waitFor({ timeout: 20_000 });
    await page.getByText(provenanceCopy.inferredLabel).first().waitFor();
    await page.getByText(/No documented history is held for/).waitFor();
    expect(await page.getByText(provenanceCopy.documentedLabel, { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'cultural-provenance inferred');
    await shot(page, 'ai-cultural-provenance-03-inferred');

    // A recipe ID the member cannot see: the destructive toast with the server's message.
    await page.getByLabel('Recipe ID (optional)').fill('2147483000');
    await trace.click();
    await expectToast(page, 'Error');
    await expect.poll(() => toasts(page).getByText(recipeMessages.notFound).count(), SOON).toBeGreaterThan(0);
    await context.close();
  });
});
