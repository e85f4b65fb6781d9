import { validation } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { approvedMember, expectAccessible, expectToast, pageAs, shot, SOON } from './support/ai-tools';
import { launchBrowser } from './support/browser';
import { superAdminSession, type ApiSession } from './support/journeys';

// Taste Memory (spec §2, §5, §8) with the built-in kitchen engine, on the demo recipes, as a new approved member.

const baseURL = inject('baseURL');
const MEMORY = 'Soft cubes of paneer in a creamy green spinach sauce, fragrant with garlic and ginger; my grandmother made it every winter';

let browser: Browser;
let cook: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await superAdminSession(baseURL);
  cook = await approvedMember(baseURL, admin, 'Meera Pillai');
});
afterAll(async () => {
  await browser.close();
});

describe('Taste Memory', () => {
  it('reads a remembered dish, matches it to a recipe and keeps it in the history', async () => {
    const { context, page } = await pageAs(browser, baseURL, cook);
    await page.goto('/ai/taste-memory');
    const analyze = page.getByRole('button', { name: 'Analyze Memory' });
    await analyze.waitFor();
    expect(await analyze.isDisabled()).toBe(true);
    await page.getByText('No taste memories yet').waitFor(SOON);
    await expectAccessible(page, 'taste-memory form');
    await shot(page, 'ai-taste-memory-01-form');

    // Under ten characters: the spec's message, and nothing is sent.
    const field = page.getByLabel('Describe your taste memory');
    await field.fill('dal rice');
    await analyze.click();
    await page.getByText(validation.tasteMemoryMin).waitFor();

    await field.fill(MEMORY);
    await analyze.click();
    await expectToast(page, 'Memory Analyzed');
    await page.getByRole('heading', { name: 'Memory Analysis' }).waitFor({ timeout: 20_000 });
    expect(Number(await page.getByRole('progressbar', { name: 'Match confidence' }).getAttribute('aria-valuenow'))).toBeGreaterThan(50);
    for (const heading of ['Flavors', 'Textures', 'Aromas', 'Visual Cues', 'Emotions', 'Identified Ingredients', 'Possible Recipe Matches'])
      await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByRole('heading', { name: 'Palak Paneer' }).first().waitFor();
    // The form is cleared for the next memory, and the history shows this one with its percent and count.
    expect(await field.inputValue()).toBe('');
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'Your Taste Memories' }) });
    await history.getByText(MEMORY).waitFor(SOON);
    await history
      .getByText(/\d+% match/)
      .first()
      .waitFor();
    await history
      .getByText(/\d+ recipes?$/)
      .first()
      .waitFor();
    await expectAccessible(page, 'taste-memory result');
    await shot(page, 'ai-taste-memory-02-result');

    await page.getByRole('link', { name: 'View Full Recipe: Palak Paneer' }).click();
    await page.waitForURL(/\/recipe\/\d+$/, { timeout: 20_000 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), SOON).toBe('Palak Paneer');
    await context.close();
  });

  it('tells a member plainly when a memory is too vague, in the dark theme', async () => {
    const { context, page } = await pageAs(browser, baseURL, cook, { dark: true });
    await page.goto('/ai/taste-memory');
    await page.getByLabel('Describe your taste memory').fill('It was so comforting and reminded me of my childhood, like a warm hug.');
    await page.getByRole('button', { name: 'Analyze Memory' }).click();
    await expectToast(page, 'Memory Analyzed');
    await page
      .getByText(/too vague to match with confidence/)
      .first()
      .waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Details That Would Help' }).waitFor();
    expect(Number(await page.getByRole('progressbar', { name: 'Match confidence' }).getAttribute('aria-valuenow'))).toBeLessThanOrEqual(35);
    await expectAccessible(page, 'taste-memory vague');
    await shot(page, 'ai-taste-memory-03-vague');
    await context.close();
  });
});
