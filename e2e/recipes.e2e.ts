import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { api, createMemberThroughApi, superAdminSession, useSession, type ApiSession } from './support/journeys';
import { root } from '../scripts/lib/build.mjs';

const baseURL = inject('baseURL');
let browser: Browser;
let admin: ApiSession;
let creator: ApiSession;
let rater: ApiSession;
const suffix = Date.now().toString(36).slice(-5);
const TITLE = `Monsoon Masala Chai ${suffix}`;
const EDITED_TITLE = `Monsoon Masala Chai Deluxe ${suffix}`;
const STEP_1 = 'Simmer the water with crushed ginger and cardamom for five minutes.';
const STEP_2 = 'Add the milk and tea leaves, bring to a boil, then strain into cups.';
let recipeId = 0;

async function approvedMember(name: string): Promise<ApiSession> {
  const member = await createMemberThroughApi(baseURL, { name });
  const approved = await api(baseURL, admin, 'POST', `/api/admin/users/${member.userId}/approve`, { autoApprove: false });
  expect(approved.status).toBeLessThan(300);
  return member;
}

async function pageAs(session: ApiSession | null, options: { width?: number; height?: number; dark?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, options);
  if (session) await useSession(context, baseURL, session);
  if (options.dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  return { context, page };
}

/** expect.poll with room for lazy chunks and fetches on a busy machine (its default is 1 s). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });
const visible = (page: Page, text: string) => poll(() => page.getByText(text, { exact: false }).count()).toBeGreaterThan(0);
const gone = (page: Page, text: string) => poll(() => page.getByText(text, { exact: false }).count()).toBe(0);

/** A full-page screenshot from the top, so the sticky header and sidebar sit where a person sees them. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** What is on screen right now (dialogs, a scrolled-to card). */
async function viewShot(page: Page, name: string) {
  const dir = path.join(root, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

async function png(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await superAdminSession(baseURL);
  creator = await approvedMember('Asha Rao');
  rater = await approvedMember('Ravi Menon');
});
afterAll(async () => {
  await browser.close();
});

describe('Create Recipe', () => {
  it('an approved member fills the form (rows added and removed, tags) and lands on the new recipe', async () => {
    const { context, page } = await pageAs(creator);
    await page.goto('/create-recipe');
    await page.getByRole('heading', { name: 'Create Recipe', level: 1 }).waitFor();
    await visible(page, 'Share your culinary masterpiece');
    for (const section of ['Basic Information', 'Backstory', 'Ingredients', 'Instructions']) {
      expect(await page.getByRole('heading', { name: section, level: 2 }).count(), section).toBe(1);
    }
    expect(await page.getByLabel('Cooking time (minutes)').getAttribute('placeholder')).toBe('30');
    expect(await page.getByLabel('Servings').getAttribute('placeholder')).toBe('4');
    expect(await page.getByRole('radio', { name: 'Public' }).getAttribute('aria-checked')).toBe('true');
    // One row each to start, and the only row cannot be removed.
    expect(await page.getByRole('button', { name: 'Remove ingredient 1' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Remove step 1' }).isDisabled()).toBe(true);
    await shot(page, 'recipes-01-create-empty');

    // The contract's messages show under the fields before anything is sent.
    await page.getByRole('button', { name: 'Create Recipe with AI' }).click();
    await visible(page, 'Title must be at least 3 characters');
    await shot(page, 'recipes-02-create-errors');

    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Description').fill('Spiced milky tea for rainy afternoons.');
    await page.getByLabel('Cooking time (minutes)').fill('15');
    await page.getByLabel('Servings').fill('2');
    await page.getByLabel('Cuisine').click();
    await page.getByRole('option', { name: 'Indian', exact: true }).click();
    await page.getByLabel('Diet type').click();
    await page.getByRole('option', { name: 'Vegetarian', exact: true }).click();
    await page.getByRole('button', { name: 'Breakfast', exact: true }).click();
    await page.getByLabel('The story behind this recipe').fill('My grandmother made this every monsoon.');

    // Ingredients: three rows, then the middle one removed.
    await page.getByLabel('Ingredient 1 quantity').fill('2');
    await page.getByLabel('Ingredient 1 unit').fill('cups');
    await page.getByLabel('Ingredient 1 name').fill('water');
    await page.getByRole('button', { name: 'Add ingredient' }).click();
    await page.getByLabel('Ingredient 2 name').fill('sugar');
    await page.getByRole('button', { name: 'Add ingredient' }).click();
    await page.getByLabel('Ingredient 3 quantity').fill('1');
    await page.getByLabel('Ingredient 3 unit').fill('cup');
    await page.getByLabel('Ingredient 3 name').fill('milk');
    await page.getByRole('button', { name: 'Remove ingredient 2' }).click();
    await poll(() => page.getByLabel(/^Ingredient \d name$/).count()).toBe(2);
    expect(await page.getByLabel('Ingredient 2 name').inputValue()).toBe('milk');

    // Steps: three, then the last removed.
    await page.getByLabel('Step 1', { exact: true }).fill(STEP_1);
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByLabel('Step 2', { exact: true }).fill(STEP_2);
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByLabel('Step 3', { exact: true }).fill('Oops, not this one.');
    await page.getByRole('button', { name: 'Remove step 3' }).click();
    await poll(() => page.getByLabel(/^Step \d$/).count()).toBe(2);

    // Tags: a preset toggled on, off and on; custom tags trimmed, deduplicated, removable.
    const comfort = page.getByRole('button', { name: 'Comfort Food', exact: true });
    await comfort.click();
    await comfort.click();
    expect(await comfort.getAttribute('aria-pressed')).toBe('false');
    await comfort.click();
    expect(await comfort.getAttribute('aria-pressed')).toBe('true');
    const custom = page.getByLabel('Add your own tag');
    await custom.fill('  Rainy   Day ');
    await custom.press('Enter');
    await custom.fill('rainy day');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await custom.fill('Temporary');
    await custom.press('Enter');
    const yourTags = page.getByRole('list', { name: 'Your tags' });
    await poll(() => yourTags.getByRole('listitem').allTextContents()).toEqual(['Rainy Day', 'Temporary']);
    await page.getByRole('button', { name: 'Remove tag Temporary' }).click();
    await poll(() => yourTags.getByRole('listitem').allTextContents()).toEqual(['Rainy Day']);
    await shot(page, 'recipes-03-create-filled');

    // A failing server: destructive 'Error' toast with its message, and the processing panel goes away.
    await page.route('**/api/recipes', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The kitchen is closed for a moment.', code: 'UNAVAILABLE' }) })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Create Recipe with AI' }).click();
    await visible(page, 'The kitchen is closed for a moment.');
    await gone(page, 'AI is processing your recipe');
    expect(await page.getByRole('button', { name: 'Create Recipe with AI' }).isEnabled()).toBe(true);
    await page.unroute('**/api/recipes');

    // A slow server: 'Processing...' (disabled) and the panel, then the recipe page.
    await page.route('**/api/recipes', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Recipe with AI' }).click();
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Processing...' }).isDisabled()).toBe(true);
    await visible(page, 'AI is processing your recipe');
    await visible(page, 'Validating content, structuring data, and generating images...');
    await shot(page, 'recipes-04-create-processing');

    await page.waitForURL(/\/recipe\/\d+$/);
    recipeId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(recipeId).toBeGreaterThan(0);
    await visible(page, 'Recipe Created!');
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await visible(page, 'Pending review');
    await visible(page, '15 minutes');
    await visible(page, '2 servings');
    await visible(page, '1 cup milk');
    // The recipe's own tags come first; the related recipes' cards further down have tag lists of their own.
    expect(await page.getByRole('list', { name: 'Tags' }).first().getByRole('listitem').allTextContents()).toEqual(['Comfort Food', 'Rainy Day']);
    const steps = page.getByTestId('step-list').getByRole('listitem');
    await poll(() => steps.count()).toBe(2);
    // The creator sees Edit and Version History, and no rating card.
    expect(await page.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Version History' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Rate this recipe' }).count()).toBe(0);
    // Only admins see the photo upload card.
    expect(await page.getByText('Recipe photo').count()).toBe(0);
    await visible(page, 'Things Worth Knowing');
    await shot(page, 'recipes-05-detail-creator');
    await context.close();
  });
});

describe('Recipe detail', () => {
  it('the creator edits the recipe, compares versions and restores the first', async () => {
    const { context, page } = await pageAs(creator);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(`/recipe/${recipeId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();

    // Still pending review: not public yet, so no 'Public' badge and nothing to share (issue 13, item 11).
    await visible(page, 'Pending review');
    expect(await page.getByTestId('recipe-status').getByText('Public', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);

    // Edit: the same form, filled in; Save Changes returns to the recipe.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`**/recipe/${recipeId}/edit`);
    const title = page.getByLabel('Title');
    await poll(() => title.inputValue()).toBe(TITLE);
    expect(await page.getByLabel('Ingredient 2 name').inputValue()).toBe('milk');
    expect(await page.getByRole('button', { name: 'Comfort Food', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'recipes-06-edit');
    await title.fill(EDITED_TITLE);
    await page.getByLabel('Step 1', { exact: true }).fill('Simmer the water with ginger, cardamom and a cinnamon stick.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(new RegExp(`/recipe/${recipeId}$`));
    await page.getByRole('heading', { name: EDITED_TITLE, level: 1 }).waitFor();

    // Version History: the list, a comparison, back, then restore version 1.
    await page.getByRole('button', { name: 'Version History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Version History' });
    await dialog.waitFor();
    await poll(() => dialog.getByTestId('version-list').getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await visible(page, 'Version 1');
    await visible(page, 'Version 2');
    expect(await dialog.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/).count()).toBeGreaterThan(0);
    await viewShot(page, 'recipes-07-version-list');

    await dialog.getByRole('button', { name: 'Compare version 1' }).click();
    for (const tab of ['Basic Info', 'Ingredients', 'Steps']) expect(await dialog.getByRole('tab', { name: new RegExp(`^${tab}`) }).count(), tab).toBe(1);
    const changedRows = dialog.locator('[data-changed]');
    await poll(() => changedRows.count()).toBeGreaterThan(0);
    expect(await dialog.locator('[data-changed]', { hasText: 'Title' }).count()).toBe(1);
    await viewShot(page, 'recipes-08-version-compare');
    await dialog.getByRole('tab', { name: /^Steps/ }).click();
    await poll(() => dialog.getByRole('tabpanel').locator('[data-changed]').count()).toBe(1);
    await viewShot(page, 'recipes-09-version-compare-steps');
    await dialog.getByRole('button', { name: 'Back to List' }).click();
    await dialog.getByTestId('version-list').waitFor();

    await dialog.getByRole('button', { name: 'Compare version 1' }).click();
    await dialog.getByRole('button', { name: 'Restore This Version' }).click();
    await visible(page, 'Version Restored');
    await visible(page, 'The recipe has been restored to this version.');
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await visible(page, STEP_1);
    await shot(page, 'recipes-10-restored');

    // The history now records the restore as its newest version.
    await page.getByRole('button', { name: 'Version History' }).click();
    await visible(page, 'Restored version 1');
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('once approved, another member rates it; a missing recipe says so', async () => {
    const approved = await api(baseURL, admin, 'POST', `/api/admin/recipes/${recipeId}/approve`);
    expect(approved.status).toBeLessThan(300);

    const { context, page } = await pageAs(rater);
    await page.goto(`/recipe/${recipeId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    expect(await page.getByText('Pending review').count()).toBe(0);

    // Listed now: Public, and the share card: copy link, X and WhatsApp in a new tab.
    expect(await page.getByTestId('recipe-status').getByText('Public', { exact: true }).count()).toBe(1);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await visible(page, 'Link Copied!');
    await visible(page, 'Recipe link copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/recipe/${recipeId}`);
    const x = page.getByRole('link', { name: /Post on X/ });
    expect(await x.getAttribute('href')).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=.+&url=/);
    expect(await x.getAttribute('target')).toBe('_blank');
    expect(await x.getAttribute('rel')).toContain('noopener');
    const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
    expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain(`/recipe/${recipeId}`);
    expect(await whatsapp.getAttribute('rel')).toContain('noopener');
    // Not the creator: no Edit or Version History; the rating card is there.
    expect(await page.getByRole('button', { name: 'Version History' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Rate this recipe' }).waitFor();
    await page.getByRole('button', { name: 'Rate 4 stars' }).click();
    await visible(page, 'Rating Submitted');
    await visible(page, 'Thank you for rating this recipe!');
    await poll(() => page.getByTestId('rating-summary').textContent()).toContain('Community average 4.0 from 1 rating');
    await poll(() => page.getByTestId('community-rating').textContent()).toContain('4.0');
    expect(await page.getByRole('button', { name: 'Rate 4 stars' }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'recipes-11-rated');

    // An address that is not a recipe id at all reads the same, never a raw validation message.
    await page.goto('/recipe/abc');
    await page.getByRole('heading', { name: 'Recipe Not Found' }).waitFor();
    expect(await page.getByText('expected number').count()).toBe(0);
    await page.goto('/recipe/99999999');
    await page.getByRole('heading', { name: 'Recipe Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Browse Recipes' }).last().click();
    await page.waitForURL('**/recipes');
    await context.close();

    // The creator still cannot rate (the server refuses too).
    expect((await api(baseURL, creator, 'POST', `/api/recipes/${recipeId}/rate`, { rating: 5 })).status).toBe(403);
  });

  it('the super admin uploads photos through the admin card and the carousel shows them', async () => {
    const { context, page } = await pageAs(admin);
    await page.goto(`/recipe/${recipeId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await visible(page, 'Recipe photo');
    const before = ((await api(baseURL, admin, 'GET', `/api/recipes/${recipeId}`)).body as { images: string[] }).images.length;
    expect(await page.getByRole('button', { name: 'Next photo' }).count()).toBe(before > 1 ? 1 : 0);
    if (before === 0) await page.getByTestId('recipe-gallery-empty').waitFor();
    await shot(page, 'recipes-12-admin-before-upload');

    const chooser = page.getByLabel('Choose a photo');
    // Checked in the browser first: type, then size.
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await visible(page, 'Invalid file type');
    await visible(page, 'Only JPEG, PNG, WebP, and GIF are allowed.');
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await visible(page, 'File too large');
    await visible(page, 'Maximum file size is 5MB.');
    expect(await page.getByTestId('upload-preview').count()).toBe(0);

    // The server judges the bytes: a text file dressed as PNG fails with its message, and the preview is cleared.
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('just text pretending to be a picture') });
    await page.getByTestId('upload-preview').waitFor();
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await visible(page, 'Upload failed');
    await visible(page, 'Only JPEG, PNG, WebP, and GIF are allowed.');
    await poll(() => page.getByTestId('upload-preview').count()).toBe(0);

    // A real photo: previewed, uploaded, shown.
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'chai.png', mimeType: 'image/png', buffer: await png(1200, 800, { r: 196, g: 120, b: 64 }) });
    await page.getByTestId('upload-preview').waitFor();
    await shot(page, 'recipes-13-admin-preview');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await visible(page, 'Success!');
    await poll(() => page.getByTestId('recipe-gallery-image').count()).toBe(1);
    const gallery = page.getByTestId('recipe-gallery-image');
    await poll(() => gallery.getAttribute('src')).toMatch(/^\/media\//);
    expect(await page.getByRole('button', { name: 'Next photo' }).count()).toBe(before + 1 > 1 ? 1 : 0);

    // A second photo brings the arrows (if the recipe had none before).
    if (before === 0) {
      await page.getByLabel('Choose a photo').setInputFiles({ name: 'cups.png', mimeType: 'image/png', buffer: await png(1200, 800, { r: 72, g: 110, b: 70 }) });
      await page.getByRole('button', { name: 'Upload Image' }).click();
      await visible(page, 'Success!');
    }
    await page.getByRole('button', { name: 'Next photo' }).waitFor();
    const first = await gallery.getAttribute('src');
    await page.getByRole('button', { name: 'Next photo' }).click();
    await poll(() => gallery.getAttribute('src')).not.toBe(first);
    expect(await page.getByRole('button', { name: 'Previous photo' }).count()).toBe(1);
    await poll(() => gallery.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(page, 'recipes-14-admin-carousel');
    await context.close();
  });
});

/**
 * Stands in for the Web Speech API: records what is spoken (with the voice settings) and lets the test
 * say things to the recogniser. Installed before the app's scripts run.
 */
function installSpeechDouble(options: { recognition: boolean }) {
  interface FakeUtterance {
    text: string;
    rate: number;
    pitch: number;
    volume: number;
    lang: string;
    onend: (() => void) | null;
    onerror: (() => void) | null;
  }
  interface FakeRecognition {
    lang: string;
    onstart: (() => void) | null;
    onresult: ((event: unknown) => void) | null;
    onend: (() => void) | null;
  }
  const state = {
    spoken: [] as { text: string; rate: number; pitch: number; volume: number; lang: string }[],
    speaking: false,
    autoEnd: true,
    cancels: 0,
    listens: 0,
    current: null as FakeUtterance | null,
    recognition: null as FakeRecognition | null,
    recognitionLang: '',
  };
  class Utterance {
    rate = 1;
    pitch = 1;
    volume = 1;
    lang = '';
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  const finish = (u: FakeUtterance) => {
    if (state.current !== u) return;
    state.current = null;
    state.speaking = false;
    u.onend?.();
  };
  const synth = {
    speak(u: FakeUtterance) {
      state.spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, volume: u.volume, lang: u.lang });
      state.current = u;
      state.speaking = true;
      if (state.autoEnd) setTimeout(() => finish(u), 50);
    },
    cancel() {
      state.cancels += 1;
      state.current = null;
      state.speaking = false;
    },
    pause() {},
    resume() {},
    getVoices: () => [],
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => synth });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, writable: true, value: Utterance });
  class Recognition {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onstart: (() => void) | null = null;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      state.listens += 1;
      state.recognition = this;
      state.recognitionLang = this.lang;
      setTimeout(() => this.onstart?.(), 10);
    }
    abort() {
      if (state.recognition === this) state.recognition = null;
    }
    stop() {
      this.abort();
    }
  }
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
    Object.defineProperty(window, name, { configurable: true, writable: true, value: options.recognition ? Recognition : undefined });
  }
  const w = window as unknown as Record<string, unknown>;
  w.__speech = state;
  /** Says `text` to the active recogniser; false when nothing is listening. */
  w.__hear = (text: string) => {
    const r = state.recognition;
    if (!r) return false;
    state.recognition = null;
    r.onresult?.({ resultIndex: 0, results: [[{ transcript: text, confidence: 0.92 }]] });
    r.onend?.();
    return true;
  };
  w.__finishSpeaking = () => state.current && finish(state.current);
}

interface SpeechLog {
  spoken: { text: string; rate: number; pitch: number; volume: number; lang: string }[];
  speaking: boolean;
  autoEnd: boolean;
  listens: number;
  recognitionLang: string;
}
const speechLog = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech);
const hear = (page: Page, text: string) => page.evaluate((t) => (window as unknown as { __hear: (t: string) => boolean }).__hear(t), text);

describe('Mentor Mode', () => {
  it('speaks step 1 on Start, follows "next step", listens again after nonsense, mutes, and Stop resets', async () => {
    const { context, page } = await pageAs(rater);
    await context.addInitScript(installSpeechDouble, { recognition: true });
    await page.goto(`/recipe/${recipeId}`);
    const mentor = page.getByRole('region', { name: 'Mentor Mode' });
    await mentor.waitFor();
    await mentor.scrollIntoViewIfNeeded();
    await viewShot(page, 'recipes-15-mentor-idle');

    await mentor.getByRole('button', { name: 'Start', exact: true }).click();
    await poll(async () => (await speechLog(page)).spoken.length).toBe(1);
    const first = (await speechLog(page)).spoken[0]!;
    expect(first.text).toContain(STEP_1);
    expect(first).toMatchObject({ rate: 0.9, pitch: 1, volume: 1, lang: 'en-US' });
    expect(await mentor.getByTestId('mentor-step-label').textContent()).toBe('Step 1 of 2');
    // Once step 1 has been spoken, the microphone listens (in en-US) and the badge says so.
    await mentor.getByTestId('mentor-listening').waitFor();
    expect((await speechLog(page)).recognitionLang).toBe('en-US');
    await viewShot(page, 'recipes-16-mentor-listening');

    expect(await hear(page, 'next step')).toBe(true);
    await poll(async () => (await speechLog(page)).spoken.length).toBe(2);
    expect((await speechLog(page)).spoken[1]!.text).toContain(STEP_2);
    expect(await mentor.getByTestId('mentor-step-label').textContent()).toBe('Step 2 of 2');

    // Something that is not a command: it says so, then listens again after a second.
    await mentor.getByTestId('mentor-listening').waitFor();
    const listensBefore = (await speechLog(page)).listens;
    expect(await hear(page, 'pass the salt')).toBe(true);
    await visible(page, 'Heard “pass the salt”');
    await poll(async () => (await speechLog(page)).listens).toBe(listensBefore + 1);
    expect((await speechLog(page)).spoken.length).toBe(2);

    // Repeat says the step again; muting mid-sentence stops the voice; a muted Next speaks nothing.
    await page.evaluate(() => ((window as unknown as { __speech: SpeechLog }).__speech.autoEnd = false));
    await mentor.getByRole('button', { name: 'Repeat', exact: true }).click();
    await poll(async () => (await speechLog(page)).spoken.length).toBe(3);
    expect((await speechLog(page)).speaking).toBe(true);
    const mute = mentor.getByRole('button', { name: 'Mute', exact: true });
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await poll(async () => (await speechLog(page)).speaking).toBe(false);
    await mentor.getByRole('button', { name: 'Restart', exact: true }).click();
    expect(await mentor.getByTestId('mentor-step-label').textContent()).toBe('Step 1 of 2');
    await mentor.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await mentor.getByTestId('mentor-step-label').textContent()).toBe('Step 2 of 2');
    expect((await speechLog(page)).spoken.length).toBe(3);

    // Pause and Resume.
    await mentor.getByRole('button', { name: 'Pause', exact: true }).click();
    await mentor.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    await viewShot(page, 'recipes-17-mentor-paused-muted');
    await mentor.getByRole('button', { name: 'Resume', exact: true }).click();
    await mentor.getByRole('button', { name: 'Pause', exact: true }).waitFor();

    // Next after the last step ends the session.
    await mentor.getByRole('button', { name: 'Next', exact: true }).click();
    await visible(page, 'All steps done');

    // Stop resets to step 1.
    await mentor.getByRole('button', { name: 'Stop', exact: true }).click();
    await mentor.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await page.evaluate(() => ((window as unknown as { __speech: SpeechLog }).__speech.autoEnd = true));
    await mentor.getByRole('button', { name: 'Start', exact: true }).click();
    await poll(async () => (await speechLog(page)).spoken.length).toBe(4);
    expect((await speechLog(page)).spoken[3]!.text).toContain(STEP_1);
    expect(await mentor.getByTestId('mentor-step-label').textContent()).toBe('Step 1 of 2');
    await context.close();
  });

  it('without speech recognition it says voice commands need another browser, and the buttons still work', async () => {
    const { context, page } = await pageAs(rater, { width: 390, height: 844 });
    await context.addInitScript(installSpeechDouble, { recognition: false });
    await page.goto(`/recipe/${recipeId}`);
    const mentor = page.getByRole('region', { name: 'Mentor Mode' });
    await mentor.waitFor();
    await visible(page, 'Voice commands need a browser with speech recognition');
    await mentor.getByRole('button', { name: 'Start', exact: true }).click();
    await poll(async () => (await speechLog(page)).spoken.length).toBe(1);
    await mentor.getByRole('button', { name: 'Next', exact: true }).click();
    await poll(async () => (await speechLog(page)).spoken.length).toBe(2);
    expect(await mentor.getByTestId('mentor-step-label').textContent()).toBe('Step 2 of 2');
    expect(await mentor.getByTestId('mentor-listening').count()).toBe(0);
    expect((await speechLog(page)).listens).toBe(0);
    await mentor.scrollIntoViewIfNeeded();
    await viewShot(page, 'recipes-18-mentor-no-recognition-mobile');
    await context.close();
  });
});

describe('the recipe screens in both themes and on a phone', () => {
  it('create, detail and version history at desktop and 390 px, light and dark', async () => {
    for (const { width, dark, tag } of [
      { width: 1280, dark: true, tag: 'desktop-dark' },
      { width: 390, dark: false, tag: 'mobile-light' },
      { width: 390, dark: true, tag: 'mobile-dark' },
    ]) {
      const { context, page } = await pageAs(creator, { width, height: width < 500 ? 844 : 800, dark });
      await page.goto(`/recipe/${recipeId}`);
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await poll(() => page.getByTestId('recipe-gallery-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await shot(page, `recipes-19-detail-${tag}`);
      await page.getByRole('button', { name: 'Version History' }).click();
      const dialog = page.getByRole('dialog', { name: 'Version History' });
      await dialog.getByRole('button', { name: 'Compare version 1' }).click();
      await viewShot(page, `recipes-20-version-compare-${tag}`);
      await page.keyboard.press('Escape');
      await page.goto('/create-recipe');
      await page.getByRole('heading', { name: 'Create Recipe', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Add ingredient' }).click();
      await page.getByRole('button', { name: 'Spicy', exact: true }).click();
      await page.getByLabel('Add your own tag').fill('Weeknight');
      await page.getByLabel('Add your own tag').press('Enter');
      await shot(page, `recipes-21-create-${tag}`);
      await context.close();
    }
    // Members awaiting approval see the under-review alert instead of the form.
    const pending = await createMemberThroughApi(baseURL, { name: 'Nina Das' });
    const { context, page } = await pageAs(pending);
    await page.goto('/create-recipe');
    await visible(page, 'Your account is currently under review');
    expect(await page.getByRole('button', { name: 'Create Recipe with AI' }).count()).toBe(0);
    await shot(page, 'recipes-22-create-pending-member');
    // They can read the approved recipe, but not rate it yet.
    await page.goto(`/recipe/${recipeId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Mentor Mode' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Rate this recipe' }).count()).toBe(0);
    await context.close();
  });
});
