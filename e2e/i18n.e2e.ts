import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, PASSWORD, uniqueEmail } from './support/browser';
import { api, superAdminSession, useSession, type ApiSession } from './support/journeys';
import { approvedMember, expectAccessible, hydrated, pageAs, shot, SOON } from './support/pages';

// Three languages (issue 16, item 3; decision 0036): a visitor's switch on the landing page, the browser's
// language, and a member's profile languagePreference, with screenshots of each screen in Hindi and Spanish.

const baseURL = inject('baseURL');
let browser: Browser;
let admin: ApiSession;

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, SOON);
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const languageMenu = (page: Page, name: string | RegExp) => page.getByRole('combobox', { name });

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await superAdminSession(baseURL);
});

afterAll(async () => {
  await browser?.close();
});

describe('a visitor', () => {
  it('switches the landing page to Hindi and to Spanish, and the choice is remembered', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Create, discover and share recipes with AI' }).waitFor();
    await poll(() => hydrated(page)).toBe(true); // drawn by the server first (decision 0044)
    expect(await htmlLang(page)).toBe('en');

    await languageMenu(page, 'Language').selectOption('hi');
    await page.getByRole('heading', { level: 1, name: 'AI के साथ रेसिपी बनाएँ, खोजें और शेयर करें' }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(await page.getByRole('link', { name: 'साइन इन करें' }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'landing in Hindi');
    await shot(page, 'i18n-landing-hi', { fromTop: true });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'AI के साथ रेसिपी बनाएँ, खोजें और शेयर करें' }).waitFor();

    await languageMenu(page, 'भाषा').selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Crea, descubre y comparte recetas con IA' }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await shot(page, 'i18n-landing-es', { fromTop: true });
    await context.close();
  });

  it("is greeted in the browser's language when they have not chosen one", async () => {
    const context = await browser.newContext({ baseURL, locale: 'es-MX', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Crea, descubre y comparte recetas con IA' }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await context.close();
  });
});

describe('a member', () => {
  it('reads browse, a recipe and the sidebar in Hindi, then Spanish, from their profile', async () => {
    const member = await approvedMember(baseURL, admin, 'Asha Rao');
    const { context, page } = await pageAs(browser, baseURL, member);
    await page.goto('/recipes');
    await page.getByRole('heading', { level: 1, name: 'Browse Recipes' }).waitFor();
    await poll(() => hydrated(page)).toBe(true); // drawn by the server first (decision 0040)

    // The header's switch saves the profile's languagePreference.
    await languageMenu(page, 'Language').selectOption('hi');
    await page.getByRole('heading', { level: 1, name: 'रेसिपी देखें' }).waitFor();
    await poll(async () => (await api(baseURL, member, 'GET', '/api/profile')).body.languagePreference).toBe('hi');
    const sidebar = page.getByRole('navigation', { name: 'मुख्य' });
    expect(await sidebar.getByRole('link', { name: 'कलेक्शन' }).count()).toBe(1);
    expect(await sidebar.getByRole('button', { name: 'लॉग आउट' }).count()).toBe(1);
    await poll(() => page.getByRole('tabpanel').getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.getByRole('tab', { name: 'ट्रेंडिंग' }).count()).toBe(1);
    await expectAccessible(page, 'browse in Hindi');
    await shot(page, 'i18n-browse-hi', { fromTop: true });

    // A recipe: its own words stay as written; the page around them is in Hindi.
    await page.getByRole('tabpanel').getByRole('link').first().click();
    await page.getByRole('heading', { name: 'सामग्री' }).first().waitFor();
    await page.getByRole('heading', { name: 'बनाने की विधि' }).first().waitFor();
    await shot(page, 'i18n-recipe-hi', { fromTop: true });

    // Ingredient names come in Hindi where the catalogue has them (alternativeNames); the amounts stay as written.
    const created = await api(baseURL, member, 'POST', '/api/recipes', {
      title: 'Bhindi Masala for Two',
      ingredients: [
        { name: 'okra', quantity: '250', unit: 'g' },
        { name: 'onion', quantity: '1', unit: '' },
      ],
      steps: [{ instruction: 'Slice the okra and fry it with the onion until crisp.' }],
    });
    expect(created.status).toBe(201);
    await poll(async () => JSON.stringify((await api(baseURL, member, 'GET', `/api/recipes/${created.body.id}`)).body.recipeIngredients)).toContain('भिंडी');
    await page.goto(`/recipe/${created.body.id}`);
    const ingredients = page.getByTestId('ingredient-list');
    await poll(() => ingredients.textContent()).toContain('250 g भिंडी');

    // A new page load in a fresh browser (nothing remembered on the device) follows the profile.
    const fresh = await pageAs(browser, baseURL, member);
    await fresh.page.goto('/recipes');
    await fresh.page.getByRole('heading', { level: 1, name: 'रेसिपी देखें' }).waitFor();
    expect(await htmlLang(fresh.page)).toBe('hi');
    // Profile Settings: the account section (name, email, password, sessions, deleting the account) in Hindi.
    await fresh.page.goto('/profile');
    await fresh.page.getByRole('heading', { level: 2, name: 'अकाउंट', exact: true }).waitFor();
    await fresh.page.getByText('आज इस्तेमाल हुआ', { exact: false }).first().waitFor();
    expect(await fresh.page.getByRole('button', { name: 'पासवर्ड बदलें' }).count()).toBe(1);
    await shot(fresh.page, 'i18n-account-hi');
    await fresh.context.close();

    await languageMenu(page, 'भाषा').selectOption('es');
    await page.getByRole('heading', { name: 'Ingredientes' }).first().waitFor();
    await poll(async () => (await api(baseURL, member, 'GET', '/api/profile')).body.languagePreference).toBe('es');
    await shot(page, 'i18n-recipe-es', { fromTop: true });
    await page.goto('/recipes');
    await page.getByRole('heading', { level: 1, name: 'Explorar recetas' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Colecciones' }).count()).toBe(1);
    await poll(() => page.getByRole('tabpanel').getByRole('link').count()).toBeGreaterThan(0);
    await shot(page, 'i18n-browse-es', { fromTop: true });

    // The planner's days and the AI tools read in Spanish too.
    await page.goto('/meal-planner');
    await page.getByRole('heading', { level: 1, name: 'Planificador de comidas' }).waitFor();
    await shot(page, 'i18n-meal-planner-es', { fromTop: true });
    await page.goto('/ai/flavor-pairing');
    await page.getByLabel('Primer ingrediente').waitFor();
    await shot(page, 'i18n-ai-flavor-pairing-es', { fromTop: true });
    await context.close();
  });

  it('sets up their profile in the language they read, which becomes their languagePreference', async () => {
    for (const language of ['hi', 'es'] as const) {
      const email = uniqueEmail(`i18n-${language}`);
      const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Lucía Pérez', email, password: PASSWORD }),
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const session: ApiSession = { email, cookie, userId: '' };
      const context = await browser.newContext({ baseURL, locale: language === 'hi' ? 'hi-IN' : 'es-ES', viewport: { width: 1280, height: 800 } });
      await useSession(context, baseURL, session);
      const page = await context.newPage();
      await page.goto('/');
      const title = language === 'hi' ? 'अपनी फ़ूड प्रोफ़ाइल बनाएँ' : 'Configura tu perfil gastronómico';
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await shot(page, `i18n-wizard-${language}-1`);
      await page.getByLabel(language === 'hi' ? 'यूज़रनेम' : 'Nombre de usuario').fill(`cook_${language}_${Date.now().toString(36)}`);
      await page.getByRole('button', { name: language === 'hi' ? 'अगला' : 'Siguiente' }).click();
      await page.getByRole('radio', { name: language === 'hi' ? 'शाकाहारी' : 'Vegetariana', exact: true }).click();
      await shot(page, `i18n-wizard-${language}-2`);
      for (let step = 2; step < 5; step++) await page.getByRole('button', { name: language === 'hi' ? 'अगला' : 'Siguiente' }).click();
      await shot(page, `i18n-wizard-${language}-5`);
      await page.getByRole('button', { name: language === 'hi' ? 'प्रोफ़ाइल पूरी करें' : 'Completar perfil' }).click();
      await page.getByRole('heading', { level: 1, name: language === 'hi' ? 'रेसिपी देखें' : 'Explorar recetas' }).waitFor();
      expect((await api(baseURL, session, 'GET', '/api/profile')).body.languagePreference).toBe(language);
      await context.close();
    }
  });
});
