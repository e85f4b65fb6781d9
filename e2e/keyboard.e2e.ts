import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, uniqueEmail, PASSWORD } from './support/browser';
import { api, superAdminSession, type ApiSession } from './support/journeys';
import { approvedMember, expectAccessible, expectToast, hydrated, pageAs, shot, SOON, viewShot } from './support/pages';

// A keyboard-only journey (issue 16, item 5): Tab, Enter, Space and the arrow keys, never a mouse click,
// through sign-up, the profile wizard (with a Devanagari username, item 6), browse, a recipe and AI Chef.
// Every stop must show where the focus is.

const baseURL = inject('baseURL');
let browser: Browser;
let admin: ApiSession;

/**
 * Records, at each focus stop, how the focused element (and its parent, for controls drawn by a wrapper)
 * looks; at the next stop, compares that with how it looks unfocused. No visible change is a focus
 * indicator missing. Returns what failed, described.
 */
async function checkPreviousStop(page: Page): Promise<string | null> {
  // A key that navigated (Enter on a link) leaves a new page: nothing to compare there.
  return page
    .evaluate(() => {
      type Stop = { element: Element; styles: string };
      const w = window as unknown as { __focusStop?: Stop };
      const look = (element: Element) =>
        [element, element.parentElement]
          .filter((e): e is Element => e !== null)
          .map((e) => {
            const s = getComputedStyle(e);
            return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor, s.color, s.textDecorationLine].join('|');
          })
          .join('/');
      let failure: string | null = null;
      const previous = w.__focusStop;
      if (previous && previous.element !== document.activeElement && previous.element.isConnected && look(previous.element) === previous.styles) {
        const e = previous.element as HTMLElement;
        failure = `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
      }
      const active = document.activeElement;
      w.__focusStop = active && active !== document.body ? { element: active, styles: look(active) } : undefined;
      return failure;
    })
    .catch(() => null);
}

const invisibleFocus: string[] = [];

/** Presses a key and checks the stop focus left behind was visibly marked. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  // Styles change on a transition; let it finish before comparing.
  await page.waitForTimeout(60);
  const failure = await checkPreviousStop(page);
  if (failure) invisibleFocus.push(`${new URL(page.url()).pathname}: ${failure}`);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Moves focus to `target` with Tab, or with the arrow keys inside a roving group (toggle chips, radios,
 * tabs: one Tab stop, arrows between items), as a keyboard user would.
 */
async function focus(page: Page, target: Locator, maxPresses = 80) {
  await target.waitFor();
  for (let i = 0; i < maxPresses; i++) {
    if (await isFocused(target)) return;
    const roving = await target.evaluate((element) => {
      const group = element.closest('[role="group"],[role="radiogroup"],[role="tablist"],[role="toolbar"]');
      return element.getAttribute('tabindex') === '-1' && group !== null && group.contains(document.activeElement);
    });
    await press(page, roving ? 'ArrowRight' : 'Tab');
  }
  throw new Error(`Could not reach ${target} from the keyboard in ${maxPresses} presses`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await focus(page, target);
  await page.keyboard.type(text);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await superAdminSession(baseURL);
});
afterAll(async () => {
  await browser.close();
});

describe('keyboard only', () => {
  it('signs up, sets up a profile with a Devanagari username, browses, opens a recipe and uses AI Chef', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('pageerror', error.message));
    const username = `प्रिया_${Date.now().toString(36).slice(-5)}`;

    // Sign-up.
    await page.goto('/api/login?mode=sign-up');
    await typeInto(page, page.getByLabel('Name'), 'Priya Sharma');
    await typeInto(page, page.getByLabel('Email'), uniqueEmail('keys'));
    await typeInto(page, page.getByLabel('Password'), PASSWORD);
    await focus(page, page.getByRole('button', { name: 'Create account' }));
    await press(page, 'Enter');
    await page.waitForURL((url) => url.pathname === '/');

    // The profile wizard: too short first (the spec's message), then the real name.
    const usernameField = page.getByLabel('Username');
    await typeInto(page, usernameField, 'प्');
    await focus(page, page.getByRole('button', { name: 'Next' }));
    await press(page, 'Enter');
    await page.getByText('Username must be at least 3 characters').waitFor();
    await focus(page, usernameField);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(username);
    await focus(page, page.getByRole('button', { name: 'Next' }));
    await press(page, 'Enter');
    const vegetarian = page.getByRole('radio', { name: 'Vegetarian', exact: true });
    await focus(page, vegetarian);
    await press(page, 'Space');
    expect(await vegetarian.getAttribute('aria-checked')).toBe('true');
    const nuts = page.getByRole('button', { name: 'Nuts', exact: true });
    await focus(page, nuts);
    await press(page, 'Space');
    expect(await nuts.getAttribute('aria-pressed')).toBe('true');
    await viewShot(page, 'keyboard-01-wizard-step-2');
    await focus(page, page.getByRole('button', { name: 'Next' }));
    await press(page, 'Enter');
    await focus(page, page.getByRole('button', { name: 'Indian', exact: true }));
    await press(page, 'Space');
    for (const _step of [3, 4]) {
      await focus(page, page.getByRole('button', { name: 'Next' }));
      await press(page, 'Enter');
    }
    await focus(page, page.getByRole('button', { name: 'Complete Profile' }));
    await press(page, 'Enter');
    await expectToast(page, 'Profile Created!');
    await page.waitForURL((url) => url.pathname === '/recipes');

    // An admin approves the new member (not part of the journey), so the AI tools open.
    const me = (await (await page.request.get('/api/user')).json()) as { id: string; profile: { username: string } };
    expect(me.profile.username).toBe(username);
    expect((await api(baseURL, admin, 'POST', `/api/admin/users/${me.id}/approve`, { autoApprove: false })).status).toBeLessThan(300);
    await page.reload();

    // Browse: the skip link, then the first recipe card.
    await page.getByRole('heading', { name: 'Browse Recipes' }).waitFor();
    await focus(page, page.getByRole('link', { name: 'Skip to main content' }));
    await press(page, 'Enter');
    // The first card that says how many it serves: recipes other journeys create alongside (a title and
    // one ingredient, no servings) can trend first, and their page has no servings control.
    const firstCard = page.locator('main a[href^="/recipe/"]').filter({ hasText: 'serving' }).first();
    await focus(page, firstCard);
    await shot(page, 'keyboard-02-browse-card-focused', { fromTop: true });
    await press(page, 'Enter');
    await page.waitForURL(/\/recipe\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A recipe: more servings with Enter, an ingredient ticked with Space.
    const servings = page.getByTestId('servings-value');
    const before = Number(await servings.textContent());
    await focus(page, page.getByRole('button', { name: 'More servings' }));
    await press(page, 'Enter');
    await expect.poll(async () => Number(await servings.textContent()), SOON).toBe(before + 1);
    const firstLine = page.getByTestId('ingredient-list').getByRole('checkbox').first();
    await focus(page, firstLine);
    await press(page, 'Space');
    expect(await firstLine.getAttribute('aria-checked')).toBe('true');
    await viewShot(page, 'keyboard-03-recipe-ticked');

    // AI Chef from the sidebar.
    await focus(page, page.getByRole('link', { name: 'AI Chef' }));
    await press(page, 'Enter');
    await page.getByRole('heading', { name: 'AI Chef' }).waitFor();
    await typeInto(page, page.getByLabel('What would you like to cook?'), 'a quick red lentil soup with cumin');
    await focus(page, page.getByRole('button', { name: 'Generate Recipe' }));
    await viewShot(page, 'keyboard-04-ai-chef');
    await press(page, 'Enter');
    await expectToast(page, 'Recipe Generated!');
    await page.waitForURL(/\/recipe\/\d+$/, { timeout: 20_000 });

    expect(invisibleFocus).toEqual([]);
    await context.close();
  });

  it('every region of the signed-in shell is inside a landmark (axe best practice), on a desktop and a phone', async () => {
    const member = await approvedMember(baseURL, admin, 'Landmark Reader');
    for (const width of [1280, 390]) {
      const { context, page } = await pageAs(browser, baseURL, member, { width, height: 844 });
      await page.goto('/recipes');
      await page.getByRole('heading', { name: 'Browse Recipes' }).waitFor();
      await expect.poll(() => hydrated(page), SOON).toBe(true); // drawn by the server first (decision 0040)
      if (width < 768) {
        await page.getByRole('button', { name: 'Toggle sidebar' }).press('Enter');
        await page.getByRole('dialog').waitFor();
      }
      const { violations } = await new AxeBuilder({ page })
        .withRules(['region', 'landmark-unique', 'landmark-one-main', 'landmark-no-duplicate-main', 'page-has-heading-one'])
        .analyze();
      expect(violations.map((v) => `${width}px: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await expectAccessible(page, `shell at ${width}px`);
      await context.close();
    }
  });
});
