import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser';
import { api, createMemberThroughApi, superAdminSession, type ApiSession } from './support/journeys';
import { approvedMember as approve, dialog, expectAccessible, expectToast, pageAs as openAs, shot as fullShot, viewShot } from './support/pages';

// Collections you can change (issue 13, item 9): 'Create Collection' inside Save to collection creates the
// collection and saves the recipe in one go, the button then reads 'Saved'; a collection is edited (name,
// public or private) and deleted with a confirmation. Also two shell fixes from item 11: a member awaiting
// approval who opens /collections is told why they landed elsewhere, and Profile Settings stays in view at
// 1366×900. Runs against the shared e2e server (demo recipes).

const baseURL = inject('baseURL');
const SOON = { timeout: 15_000, interval: 200 };
const suffix = Date.now().toString(36).slice(-5);
const NAME = `Rainy Day Bowls ${suffix}`;
const NEW_NAME = `Cosy Bowls ${suffix}`;

let browser: Browser;
let admin: ApiSession;
let cook: ApiSession;
let recipe: { id: number; title: string };
let collectionId = 0;

const approvedMember = (name: string) => approve(baseURL, admin, name);
const pageAs = (session: ApiSession, viewport: { width?: number; height?: number } = {}) => openAs(browser, baseURL, session, viewport);
/** A full-page screenshot from the top. */
const shot = (page: Page, name: string) => fullShot(page, name, { fromTop: true });

async function openRecipe(page: Page) {
  await page.goto(`/recipe/${recipe.id}`);
  await page.getByRole('heading', { name: recipe.title, level: 1 }).waitFor();
}

async function openCollection(page: Page, name: string) {
  await page.goto(`/collections?open=${collectionId}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await superAdminSession(baseURL);
  cook = await approvedMember('Ines Duarte');
  const { status, body } = await api(baseURL, cook, 'GET', '/api/recipes?limit=20');
  expect(status).toBe(200);
  recipe = (body as { id: number; title: string }[])[0]!;
  expect(recipe).toBeTruthy();
});
afterAll(async () => {
  await browser.close();
});

describe('Collections: save, edit and delete (issue 13, item 9)', () => {
  it("'Create Collection' in the save dialog creates it and saves the recipe in one go, without leaving the recipe", async () => {
    const { context, page } = await pageAs(cook);
    await openRecipe(page);
    const saveButton = page.getByRole('button', { name: 'Save to collection' });
    await saveButton.waitFor();
    await saveButton.click();
    await dialog(page).waitFor();
    await expect.poll(() => dialog(page).getByText("You don't have any collections yet.").count(), SOON).toBe(1);

    await dialog(page).getByRole('button', { name: 'Create Collection' }).click();
    await dialog(page).getByRole('heading', { name: 'Create Collection' }).waitFor();
    const submit = dialog(page).getByRole('button', { name: 'Create and save' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog(page).getByLabel('Name').fill(NAME);
    await dialog(page).getByLabel('Description').fill('Warm, brothy things for grey afternoons.');
    await dialog(page).getByRole('switch', { name: 'Make public' }).click();
    expect(await submit.isDisabled()).toBe(false);
    await expectAccessible(page, 'create inside the save dialog');
    await viewShot(page, 'collections-01-create-in-save-dialog');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/collections') && r.request().method() === 'POST');
    const saved = page.waitForResponse((r) => /\/api\/collections\/\d+\/recipes$/.test(r.url()) && r.request().method() === 'POST');
    await submit.click();
    const collection = (await (await created).json()) as { id: number; isPublic: boolean };
    collectionId = collection.id;
    expect(collection.isPublic).toBe(true);
    expect((await saved).url()).toContain(`/api/collections/${collectionId}/recipes`);
    await expectToast(page, 'Collection Created', 'Recipe added to collection successfully');
    await expect.poll(() => dialog(page).count(), SOON).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/recipe/${recipe.id}`);

    // The button now says the recipe is saved; the dialog marks the collection that holds it.
    const savedButton = page.getByRole('button', { name: 'Saved', exact: true });
    await expect.poll(() => savedButton.count(), SOON).toBe(1);
    expect(await page.getByRole('button', { name: 'Save to collection' }).count()).toBe(0);
    await shot(page, 'collections-02-recipe-saved');
    await savedButton.click();
    await dialog(page).waitFor();
    const row = dialog(page).getByRole('button', { name: new RegExp(NAME) });
    await expect.poll(() => row.count(), SOON).toBe(1);
    expect(await row.textContent()).toContain('Saved here');
    expect(await row.textContent()).toContain('1 recipe');
    await viewShot(page, 'collections-03-save-dialog-saved-here');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count(), SOON).toBe(0);

    const list = await api(baseURL, cook, 'GET', `/api/collections?recipeId=${recipe.id}`);
    expect(list.body).toEqual([expect.objectContaining({ id: collectionId, name: NAME, containsRecipe: true, recipeCount: 1 })]);
    await context.close();
  });

  it('edits the name and makes the collection private', async () => {
    const { context, page } = await pageAs(cook);
    await openCollection(page, NAME);
    expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(1);
    await shot(page, 'collections-04-before-edit');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Collection' });
    await edit.waitFor();
    expect(await edit.getByLabel('Name').inputValue()).toBe(NAME);
    expect(await edit.getByLabel('Description').inputValue()).toBe('Warm, brothy things for grey afternoons.');
    const makePublic = edit.getByRole('switch', { name: 'Make public' });
    expect(await makePublic.getAttribute('aria-checked')).toBe('true');
    const saveChanges = edit.getByRole('button', { name: 'Save changes' });
    // Nothing to save until something changes.
    expect(await saveChanges.isDisabled()).toBe(true);

    await edit.getByLabel('Name').fill(NEW_NAME);
    await makePublic.click();
    expect(await makePublic.getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page, 'edit collection dialog');
    await viewShot(page, 'collections-05-edit-dialog');
    const patched = page.waitForResponse((r) => r.url().endsWith(`/api/collections/${collectionId}`) && r.request().method() === 'PATCH');
    await saveChanges.click();
    expect((await patched).status()).toBe(200);
    await expectToast(page, 'Collection Updated');
    await expect.poll(() => edit.count(), SOON).toBe(0);

    await page.getByRole('heading', { name: NEW_NAME, level: 1 }).waitFor();
    await expect.poll(() => page.getByText('Private collection').count(), SOON).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
    await shot(page, 'collections-06-edited-private');

    // Private now: another member's link no longer opens it.
    const other = await approvedMember('Yusuf Kaya');
    expect((await api(baseURL, other, 'GET', `/api/collections/${collectionId}`)).status).toBe(404);
    // And the grid shows the new name with a lock.
    await page.goto('/collections');
    const card = page.getByRole('link', { name: new RegExp(NEW_NAME) });
    await expect.poll(() => card.count(), SOON).toBe(1);
    expect(await card.getByRole('img', { name: 'Private collection' }).count()).toBe(1);
    await shot(page, 'collections-07-grid-after-edit');
    await context.close();
  });

  it('deletes the collection after a confirmation; the recipe stays', async () => {
    const { context, page } = await pageAs(cook);
    await openCollection(page, NEW_NAME);

    // Cancel keeps it.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Collection?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(NEW_NAME);
    expect(await confirm.textContent()).toContain('The recipes themselves stay on Hearth.');
    await expectAccessible(page, 'delete collection confirmation');
    await viewShot(page, 'collections-08-delete-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count(), SOON).toBe(0);
    expect((await api(baseURL, cook, 'GET', `/api/collections/${collectionId}`)).status).toBe(200);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor();
    const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/collections/${collectionId}`) && r.request().method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Delete Collection' }).click();
    expect((await deleted).status()).toBe(204);
    await expectToast(page, 'Collection Deleted');
    await page.waitForURL((url) => url.pathname === '/collections' && !url.searchParams.has('open'));
    await expect.poll(() => page.getByText('No collections yet').count(), SOON).toBe(1);
    expect(await page.getByRole('link', { name: new RegExp(NEW_NAME) }).count()).toBe(0);
    await shot(page, 'collections-09-after-delete');

    expect((await api(baseURL, cook, 'GET', `/api/collections/${collectionId}`)).status).toBe(404);
    expect((await api(baseURL, cook, 'GET', `/api/recipes/${recipe.id}`)).status).toBe(200);
    // Back on the recipe, nothing holds it any more.
    await openRecipe(page);
    await expect.poll(() => page.getByRole('button', { name: 'Save to collection' }).count(), SOON).toBe(1);
    expect(await page.getByRole('button', { name: 'Saved', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('looks right on a phone', async () => {
    const { context, page } = await pageAs(cook, { width: 390, height: 844 });
    await openRecipe(page);
    await page.getByRole('button', { name: 'Save to collection' }).click();
    await dialog(page).waitFor();
    await dialog(page).getByRole('button', { name: 'Create Collection' }).click();
    await dialog(page).getByLabel('Name').fill(`Phone picks ${suffix}`);
    await viewShot(page, 'collections-10-create-in-save-dialog-mobile');
    await dialog(page).getByRole('button', { name: 'Create and save' }).click();
    await expectToast(page, 'Collection Created', 'Recipe added to collection successfully');
    await expect.poll(() => page.getByRole('button', { name: 'Saved', exact: true }).count(), SOON).toBe(1);

    await page.goto('/collections');
    await page.getByRole('link', { name: new RegExp(`Phone picks ${suffix}`) }).click();
    await page.getByRole('heading', { name: `Phone picks ${suffix}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Edit Collection' }).waitFor();
    await viewShot(page, 'collections-11-edit-dialog-mobile');
    await context.close();
  });
});

describe('the app shell (issue 13, item 11)', () => {
  it('a member awaiting approval who opens /collections lands on Browse Recipes and is told why', async () => {
    const pending = await createMemberThroughApi(baseURL, { name: 'Wanda Pending' });
    const { context, page } = await pageAs(pending);
    await page.goto('/collections');
    await page.waitForURL((url) => url.pathname === '/recipes');
    await expectToast(page, 'Your account is currently under review', 'Collections and the meal planner open once an admin approves your account.');
    await shot(page, 'collections-12-pending-redirect-notice');
    await context.close();
  });

  it('at 1366×900 Profile Settings and Logout stay in view below the full menu, inside the navigation landmark', async () => {
    const { context, page } = await pageAs(admin, { width: 1366, height: 900 });
    await page.goto('/recipes');
    await page.getByRole('heading', { name: 'Browse Recipes' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The super admin sees every group, the longest menu there is.
    expect(await nav.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(1);
    for (const control of [nav.getByRole('link', { name: 'Profile Settings' }), nav.getByRole('button', { name: 'Logout' }), nav.getByRole('link', { name: 'Hearth home' })]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    }
    await screenshot(page, 'collections-13-sidebar-1366x900');
    await context.close();
  });
});
