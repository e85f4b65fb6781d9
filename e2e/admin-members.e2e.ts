import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot, uniqueEmail } from './support/browser';
import { api, createMemberThroughApi, superAdminSession, type ApiSession } from './support/journeys';
import { expectAccessible, expectToast, pageAs, settle, toasts, viewShot } from './support/pages';

// Admin Dashboard, the header bell and Profile Settings (spec §2, §4, §6, §8), driven through the browser
// against the shared e2e server. Every journey makes its own members with unique emails.

const baseURL = inject('baseURL');
const SOON = { timeout: 10_000, interval: 200 };
// The bell polls every 15 s (NOTIFICATIONS_POLL_MS), so news shows within one poll.
const WITHIN_A_POLL = { timeout: 25_000, interval: 500 };

let browser: Browser;
let admin: ApiSession;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await superAdminSession(baseURL);
});
afterAll(async () => {
  await browser.close();
});

const signedInPage = (session: ApiSession, options: { width?: number; theme?: 'light' | 'dark' } = {}) =>
  pageAs(browser, baseURL, session, { width: options.width, height: options.width && options.width < 768 ? 844 : 800, dark: options.theme === 'dark' });

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

const suffix = () => Math.random().toString(36).slice(2, 8);

async function member(first: string, last: string) {
  const email = uniqueEmail(first.toLowerCase());
  const username = `${first.toLowerCase()}_${suffix()}`;
  const session = await createMemberThroughApi(baseURL, { name: `${first} ${last}`, email, username });
  return { ...session, first, last, email, username };
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await expect.poll(() => page.getByRole('tab', { name: new RegExp(`^${name}`) }).getAttribute('aria-selected'), SOON).toBe('true');
}

/** The table row that mentions `text`, pressing "Show more" while the list has more pages. */
async function rowWith(page: Page, text: string): Promise<Locator> {
  const panel = page.getByRole('tabpanel');
  const row = panel.getByRole('row').filter({ hasText: text });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await row.count()) > 0) return row.first();
    const more = panel.getByRole('button', { name: 'Show more' });
    if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
    await page.waitForTimeout(200);
  }
  throw new Error(`no row mentions ${text}`);
}

async function adminUser(email: string) {
  const { body } = await api(baseURL, admin, 'GET', '/api/admin/users?limit=200');
  return (body as { email: string; isApproved: boolean; isBanned: boolean; isAdmin: boolean; autoApprove: boolean }[]).find((u) => u.email === email);
}

describe('admin dashboard', () => {
  it('shows the stat cards, the five tabs with counts, and each table', async () => {
    const { context, page } = await signedInPage(admin);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    expect(await page.getByText('Manage users and recipes', { exact: true }).count()).toBe(1);
    for (const label of ['Total Users', 'Pending Users', 'Total Recipes', 'Pending Recipes']) {
      expect(await page.locator('dt').filter({ hasText: label }).count()).toBe(1);
    }
    // Counts arrive in the tab names.
    const stats = (await api(baseURL, admin, 'GET', '/api/admin/stats')).body as { totalUsers: number; totalRecipes: number };
    await expect.poll(() => page.getByRole('tab', { name: /^All Users/ }).textContent(), SOON).toMatch(/\d+$/);
    expect(Number((await page.getByRole('tab', { name: /^All Recipes/ }).textContent())?.replace(/\D+/g, ''))).toBeGreaterThanOrEqual(stats.totalRecipes);
    for (const name of ['Pending Users', 'All Users', 'Pending Recipes', 'All Recipes', 'Ingredients']) {
      expect(await page.getByRole('tab', { name: new RegExp(`^${name}`) }).count()).toBe(1);
    }
    await screenshot(page, 'admin-01-dashboard-pending-users');

    await openTab(page, 'All Users');
    await (await rowWith(page, admin.email)).getByText('Super Admin', { exact: true }).waitFor();
    // Super admins get no role action, and the viewer's row says it is theirs.
    const own = await rowWith(page, admin.email);
    expect(await own.getByRole('button').count()).toBe(0);
    expect(await own.getByText('You', { exact: true }).count()).toBe(1);
    await screenshot(page, 'admin-02-all-users');

    await openTab(page, 'All Recipes');
    await expect.poll(() => page.getByRole('tabpanel').getByRole('row').count(), SOON).toBeGreaterThan(1);
    expect(await page.getByRole('tabpanel').getByText('Approved', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-03-all-recipes');

    await openTab(page, 'Ingredients');
    await expect
      .poll(
        () =>
          page
            .getByRole('tabpanel')
            .getByRole('button', { name: /^Upload Image for / })
            .count(),
        SOON,
      )
      .toBeGreaterThan(0);
    await viewShot(page, 'admin-04-ingredients');
    // The tab is kept in the address, so a reload comes back to it.
    expect(new URL(page.url()).searchParams.get('tab')).toBe('ingredients');
    await context.close();
  });

  it('approving a pending member with Auto-Approve: their open page gains Create Recipe and the AI tools without a reload', async () => {
    const priya = await member('Priya', 'Nair');
    const memberSide = await signedInPage(priya);
    await memberSide.page.goto('/recipes');
    await memberSide.page.getByRole('heading', { name: 'Browse Recipes' }).waitFor();
    const nav = memberSide.page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Create Recipe' }).count()).toBe(0);
    expect(await nav.getByText('AI Features').count()).toBe(0);
    expect(await memberSide.page.getByRole('button', { name: 'Notifications', exact: true }).count()).toBe(1);

    const { context, page } = await signedInPage(admin);
    await page.goto('/admin');
    await openTab(page, 'Pending Users');
    const row = await rowWith(page, priya.email);
    // The User column shows the full name (issue 13, item 11).
    expect(await row.getByText('Priya Nair', { exact: true }).first().isVisible()).toBe(true);
    const autoApprove = row.getByRole('checkbox', { name: 'Auto-Approve recipes from Priya Nair' });
    expect(await autoApprove.getAttribute('aria-checked')).toBe('false');
    await autoApprove.click();
    expect(await autoApprove.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'admin-05-pending-user-auto-approve');
    await row.getByRole('button', { name: 'Approve Priya Nair' }).click();
    await expectToast(page, 'User Approved', 'User can now create recipes');
    await expect.poll(() => page.getByRole('tabpanel').getByRole('row').filter({ hasText: priya.email }).count(), SOON).toBe(0);
    await screenshot(page, 'admin-06-user-approved-toast');
    const saved = await adminUser(priya.email);
    expect(saved).toMatchObject({ isApproved: true, autoApprove: true, isBanned: false });

    // The member's page, never reloaded, learns of it from the bell's poll.
    await expect.poll(() => nav.getByRole('link', { name: 'Create Recipe' }).count(), WITHIN_A_POLL).toBe(1);
    await expect.poll(() => nav.getByText('AI Features').count(), SOON).toBe(1);
    expect(await nav.getByRole('link', { name: 'AI Chef' }).count()).toBe(1);
    expect(await memberSide.page.getByText('Your account is currently under review', { exact: false }).count()).toBe(0);
    const bell = memberSide.page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    const popover = memberSide.page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByText('Your account is approved', { exact: true }).waitFor();
    expect(await popover.getByText('just now', { exact: true }).count()).toBe(1);
    await viewShot(memberSide.page, 'admin-07-member-approved-bell');
    // Opening it marks it read and follows its link.
    await popover.getByRole('link', { name: /Your account is approved/ }).click();
    await memberSide.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(new URL(memberSide.page.url()).pathname).toBe('/recipes');
    const list = (await api(baseURL, priya, 'GET', '/api/notifications')).body as { unreadCount: number };
    expect(list.unreadCount).toBe(0);

    await memberSide.context.close();
    await context.close();
  });

  it("banning through 'Ban User?' ends the member's session at once", async () => {
    const bo = await member('Bo', 'Lindqvist');
    const memberSide = await signedInPage(bo);
    await memberSide.page.goto('/recipes');
    await memberSide.page.getByRole('heading', { name: 'Browse Recipes' }).waitFor();

    const { context, page } = await signedInPage(admin);
    await page.goto('/admin');
    await openTab(page, 'Pending Users');
    const row = await rowWith(page, bo.email);
    await row.getByRole('button', { name: 'Ban Bo Lindqvist' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ban User?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('permanently');
    expect(await dialog.textContent()).toContain(bo.email);
    await settle(page);
    await screenshot(page, 'admin-08-ban-dialog');
    // Cancel leaves everything as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count(), SOON).toBe(0);
    expect((await adminUser(bo.email))?.isBanned).toBe(false);

    await row.getByRole('button', { name: 'Ban Bo Lindqvist' }).click();
    await dialog.getByRole('button', { name: 'Ban User' }).click();
    await expectToast(page, 'User Banned', 'User has been banned from the platform');
    await expect.poll(() => page.getByRole('tabpanel').getByRole('row').filter({ hasText: bo.email }).count(), SOON).toBe(0);

    // The session is dead on the server, and the member's open page falls back to the landing page.
    const response = await fetch(`${baseURL}/api/user`, { headers: { cookie: bo.cookie } });
    expect(response.status).toBe(401);
    await expect.poll(() => memberSide.page.getByRole('link', { name: 'Join Now' }).count(), WITHIN_A_POLL).toBeGreaterThan(0);

    await openTab(page, 'All Users');
    const banned = await rowWith(page, bo.email);
    expect(await banned.getByText('Banned', { exact: true }).count()).toBe(1);
    expect(await banned.getByRole('button').count()).toBe(0);
    await memberSide.context.close();
    await context.close();
  });

  it("promotes through 'Promote to Admin?' and demotes through 'Demote Admin?'; the role badge follows", async () => {
    const kofi = await member('Kofi', 'Mensah');
    const { context, page } = await signedInPage(admin);
    await page.goto('/admin?tab=all-users');
    let row = await rowWith(page, kofi.email);
    expect(await row.getByText('User', { exact: true }).count()).toBe(1);
    expect(await row.getByText('Pending', { exact: true }).count()).toBe(1);

    await row.getByRole('button', { name: 'Promote to Admin Kofi Mensah' }).click();
    const promote = page.getByRole('alertdialog', { name: 'Promote to Admin?' });
    await promote.waitFor();
    await settle(page);
    await screenshot(page, 'admin-09-promote-dialog');
    await promote.getByRole('button', { name: 'Promote to Admin' }).click();
    await expectToast(page, 'User Promoted');
    row = await rowWith(page, kofi.email);
    await expect.poll(() => row.getByText('Admin', { exact: true }).count(), SOON).toBe(1);
    expect(await row.getByText('Approved', { exact: true }).count()).toBe(1);
    expect((await adminUser(kofi.email))?.isAdmin).toBe(true);

    await row.getByRole('button', { name: 'Demote Kofi Mensah' }).click();
    const demote = page.getByRole('alertdialog', { name: 'Demote Admin?' });
    await demote.waitFor();
    await settle(page);
    await screenshot(page, 'admin-10-demote-dialog');
    await demote.getByRole('button', { name: 'Demote' }).click();
    await expectToast(page, 'User Demoted');
    await expect.poll(() => row.getByText('User', { exact: true }).count(), SOON).toBe(1);
    expect((await adminUser(kofi.email))?.isAdmin).toBe(false);
    await context.close();
  });

  it('approves and deletes pending recipes', async () => {
    const chef = await member('Lucia', 'Romano');
    expect((await api(baseURL, admin, 'POST', `/api/admin/users/${chef.userId}/approve`, { autoApprove: false })).status).toBe(200);
    const tag = suffix();
    const create = async (title: string) => {
      const res = await api(baseURL, chef, 'POST', '/api/recipes', {
        title,
        tags: ['Comfort Food', 'Spicy', `batch-${tag}`],
        ingredients: [{ name: 'tomato', quantity: '2', unit: '' }],
        steps: [{ instruction: 'Chop and simmer.' }],
      });
      expect(res.status).toBe(201);
      return (res.body as { id: number; isApproved: boolean }).id;
    };
    const keepTitle = `Lucia's braise ${tag}`;
    const dropTitle = `Lucia's test dish ${tag}`;
    await create(keepTitle);
    const dropId = await create(dropTitle);

    const { context, page } = await signedInPage(admin);
    await page.goto('/admin?tab=pending-recipes');
    const keep = await rowWith(page, keepTitle);
    // First two tags only, the creator's full name (issue 13, item 11), no AI rating yet or one decimal.
    expect(await keep.getByText('Comfort Food', { exact: true }).count()).toBe(1);
    expect(await keep.getByText('Spicy', { exact: true }).count()).toBe(1);
    expect(await keep.getByText(`batch-${tag}`, { exact: true }).count()).toBe(0);
    expect(await keep.getByText('Lucia Romano', { exact: true }).count()).toBe(1);
    expect(await keep.locator('td').nth(2).textContent()).toMatch(/^(-|\d\.\d)$/);
    await screenshot(page, 'admin-11-pending-recipes');
    await keep.getByRole('button', { name: `Approve ${keepTitle}` }).click();
    await expectToast(page, 'Recipe Approved', 'Recipe is now public');
    await expect.poll(() => page.getByRole('tabpanel').getByRole('row').filter({ hasText: keepTitle }).count(), SOON).toBe(0);

    const drop = await rowWith(page, dropTitle);
    await drop.getByRole('button', { name: `Delete ${dropTitle}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Recipe?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('permanently');
    await settle(page);
    await screenshot(page, 'admin-12-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete Recipe' }).click();
    await expectToast(page, 'Recipe Deleted', 'Recipe has been removed');
    expect((await api(baseURL, admin, 'GET', `/api/recipes/${dropId}`)).status).toBe(404);

    await openTab(page, 'All Recipes');
    const approved = await rowWith(page, keepTitle);
    expect(await approved.getByText('Approved', { exact: true }).count()).toBe(1);

    // Lucia's bell has her approval and the recipe's; 'Mark all as read' clears both.
    const lucia = await signedInPage(chef);
    await lucia.page.goto('/recipes');
    const bell = lucia.page.getByRole('button', { name: 'Notifications, 2 unread' });
    await bell.waitFor();
    await bell.click();
    const popover = lucia.page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByText('Your recipe is live', { exact: true }).waitFor();
    expect(await popover.getByRole('link', { name: /Your recipe is live/ }).getAttribute('href')).toMatch(/^\/recipe\/\d+$/);
    await popover.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => lucia.page.getByRole('button', { name: 'Notifications', exact: true }).count(), SOON).toBe(1);
    expect(await popover.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    expect(((await api(baseURL, chef, 'GET', '/api/notifications')).body as { unreadCount: number }).unreadCount).toBe(0);
    await lucia.context.close();
    await context.close();
  });

  it('uploads an ingredient image, refusing wrong types and sizes before sending', async () => {
    const { context, page } = await signedInPage(admin);
    await page.goto('/admin?tab=ingredients');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('searchbox', { name: 'Search ingredients' }).fill('tomato');
    const button = panel.getByRole('button', { name: /^Upload Image for tomato$/i }).first();
    await button.click();
    const dialog = page.getByRole('dialog', { name: /^Upload Image for tomato$/i });
    await dialog.waitFor();
    const input = dialog.getByLabel('Image file');
    expect(await input.getAttribute('accept')).toBe('image/*');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expectToast(page, 'Invalid file type', 'Only JPEG, PNG, WebP, and GIF are allowed.');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expectToast(page, 'File too large', 'Maximum file size is 5MB.');
    expect(await dialog.getByRole('button', { name: 'Upload Image' }).isDisabled()).toBe(true);

    // Bytes that claim to be PNG but are not: the server refuses them and the preview is cleared.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a png') });
    await dialog.getByRole('img', { name: /Preview/ }).waitFor();
    await dialog.getByRole('button', { name: 'Upload Image' }).click();
    await expectToast(page, 'Upload failed');
    await expect.poll(() => dialog.getByRole('img', { name: /Preview/ }).count(), SOON).toBe(0);

    await input.setInputFiles({ name: 'tomato.png', mimeType: 'image/png', buffer: solidPng(48, 48, [214, 64, 40]) });
    await dialog.getByRole('img', { name: /Preview/ }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-13-upload-dialog');
    await dialog.getByRole('button', { name: 'Upload Image' }).click();
    await expectToast(page, 'Success!', 'Ingredient image updated successfully');
    await expect.poll(() => dialog.count(), SOON).toBe(0);
    const { body } = await api(baseURL, admin, 'GET', '/api/ingredients?limit=1000');
    const tomato = (body as { name: string; imageUrl: string | null }[]).find((i) => i.name.toLowerCase() === 'tomato');
    expect(tomato?.imageUrl).toBeTruthy();
    await expect.poll(() => panel.locator(`img[src="${tomato!.imageUrl}"]`).count(), SOON).toBe(1);
    await context.close();
  });

  it('works from the keyboard alone', async () => {
    const keya = await member('Keya', 'Rao');
    const { context, page } = await signedInPage(admin);
    await page.goto('/admin');
    const row = await rowWith(page, keya.email);
    // Space ticks Auto-Approve, Tab reaches Approve, Enter approves; focus stays in the panel when the row goes.
    await row.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    expect(await row.getByRole('checkbox').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Approve Keya Rao');
    await page.keyboard.press('Enter');
    await expectToast(page, 'User Approved');
    await expect.poll(() => page.getByRole('tabpanel').getByRole('row').filter({ hasText: keya.email }).count(), SOON).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null), SOON).toBe(true);
    expect((await adminUser(keya.email))?.autoApprove).toBe(true);

    // Arrow keys move between tabs.
    await page.getByRole('tab', { name: /^Pending Users/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: /^All Users/ }).getAttribute('aria-selected'), SOON).toBe('true');

    // The confirmation opens on Cancel, Tab reaches the action, and focus comes back to the row afterwards.
    const userRow = await rowWith(page, keya.email);
    await userRow.getByRole('button', { name: 'Promote to Admin Keya Rao' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: 'Promote to Admin?' }).waitFor();
    await expect.poll(() => focusedText(page), SOON).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Promote to Admin');
    await page.keyboard.press('Enter');
    await expectToast(page, 'User Promoted');
    await expect.poll(() => focusedText(page), SOON).toBe('Demote Keya Rao');
    // Escape cancels. Let the toast time out first: Radix ignores an Escape pressed in the instant a toast's
    // dismissable layer unmounts, which made this step flaky when the 5 s toast expired mid-dialog.
    await expect.poll(() => toasts(page).getByText('User Promoted', { exact: true }).count(), { timeout: 15_000, interval: 250 }).toBe(0);
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: 'Demote Admin?' }).waitFor();
    // Wait until focus has moved into the dialog (it animates in), or Escape may land before it listens.
    await expect.poll(() => focusedText(page), SOON).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count(), SOON).toBe(0);
    expect((await adminUser(keya.email))?.isAdmin).toBe(true);
    await context.close();
  });

  it('members who are not admins see the refusal', async () => {
    const ana = await member('Ana', 'Silva');
    const { context, page } = await signedInPage(ana);
    await page.goto('/admin');
    await page.getByText('Only administrators can do this.', { exact: true }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await context.close();
  });
});

describe('how it looks', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      it(`dashboard, dialogs and bell in ${theme} at ${width} px`, async () => {
        await member('Mira', 'Sato'); // at least one pending member to show
        const { context, page } = await signedInPage(admin, { width, theme });
        const name = `admin-look-${theme}-${width}`;
        // Below 768 px each table row is a card in a list.
        const rows = () => page.getByRole('tabpanel').getByRole(width < 768 ? 'listitem' : 'row');
        await page.goto('/admin');
        await rows().first().waitFor();
        await screenshot(page, `${name}-pending-users`);
        await expectAccessible(page, `${name} pending users`);
        await openTab(page, 'All Users');
        await rows().nth(1).waitFor();
        await screenshot(page, `${name}-all-users`);
        await page
          .getByRole('tabpanel')
          .getByRole('button', { name: /^Promote to Admin/ })
          .first()
          .click();
        await page.getByRole('alertdialog').waitFor();
        await settle(page);
        await screenshot(page, `${name}-promote-dialog`);
        await expectAccessible(page, `${name} promote dialog`);
        await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
        await openTab(page, 'All Recipes');
        await rows().nth(1).waitFor();
        await expectAccessible(page, `${name} all recipes`);
        await openTab(page, 'Pending Recipes');
        await settle(page);
        await screenshot(page, `${name}-pending-recipes`);
        await openTab(page, 'Ingredients');
        await page
          .getByRole('tabpanel')
          .getByRole('button', { name: /^Upload Image for/ })
          .first()
          .waitFor();
        await viewShot(page, `${name}-ingredients`);
        await expectAccessible(page, `${name} ingredients`);
        await page
          .getByRole('tabpanel')
          .getByRole('button', { name: /^Upload Image for/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await viewShot(page, `${name}-upload-dialog`);
        await expectAccessible(page, `${name} upload dialog`);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
        await viewShot(page, `${name}-bell`);
        await expectAccessible(page, `${name} bell`);
        await context.close();
      });
    }
  }
});

describe('profile settings', () => {
  it('loads the saved profile in four open sections and keeps a change across a reload', async () => {
    const noor = await member('Noor', 'Haddad');
    const { context, page } = await signedInPage(noor);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
    const sections = ['Basic Information', 'Dietary Preferences', 'Culinary Interests', 'Nutrition Goals (Optional)'];
    for (const title of sections) {
      const trigger = page.getByRole('button', { name: title, exact: true });
      await trigger.waitFor();
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    }
    // The username is marked required and holds the saved value.
    expect(await page.getByText('(required)').count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Username').inputValue()).toMatch(/^noor_/);
    await screenshot(page, 'admin-14-profile-settings');

    const location = `Lisbon ${suffix()}`;
    await page.getByLabel('Location').fill(location);
    const thai = page.getByRole('button', { name: 'Thai', exact: true });
    expect(await thai.getAttribute('aria-pressed')).toBe('false');
    await thai.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated!', 'Your profile has been updated successfully.');
    await screenshot(page, 'admin-15-profile-saved');

    await page.reload();
    await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Location').inputValue(), SOON).toBe(location);
    expect(await page.getByRole('button', { name: 'Thai', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const saved = (await api(baseURL, noor, 'GET', '/api/profile')).body as { location: string; favoriteCuisines: string[] };
    expect(saved.location).toBe(location);
    expect(saved.favoriteCuisines).toContain('Thai');

    // A save the server refuses shows its message in a destructive 'Error' toast.
    const other = await member('Sam', 'Okafor');
    await page.getByLabel('Username').fill(other.username);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Error', 'Username is already taken');
    await screenshot(page, 'admin-16-profile-error');
    await context.close();
  });

  it('a member uploads a profile picture that the sidebar shows, and removes it', async () => {
    const lena = await member('Lena', 'Vogel');
    const { context, page } = await signedInPage(lena);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Profile picture' });
    await section.getByRole('button', { name: 'Upload picture' }).waitFor();
    await section.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(600, 400, [200, 120, 40]) });
    await expectToast(page, 'Success!', 'Profile picture updated successfully');
    const picture = section.getByRole('img', { name: /Profile picture of Lena/ });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/avatars\/.+\.webp$/);
    await expect.poll(() => page.locator('[data-slot="sidebar-footer"] img').count(), SOON).toBe(1);
    await screenshot(page, 'admin-17-profile-picture');
    await section.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Profile picture removed');
    await expect.poll(() => section.getByRole('img').count(), SOON).toBe(0);
    expect(((await api(baseURL, lena, 'GET', '/api/user')).body as { profileImageUrl: string | null }).profileImageUrl).toBeNull();
    await context.close();
  });

  it('works on a phone', async () => {
    const omar = await member('Omar', 'Farouk');
    const { context, page } = await signedInPage(omar, { width: 390 });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await screenshot(page, 'admin-18-profile-settings-390');
    await context.close();
  });
});

/** A real PNG of one colour (the server decodes and re-encodes uploads, so the bytes must be an image). */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
