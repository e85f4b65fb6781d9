import { recipeImportMessages, serverMessages, type RecipeDetail, type RecipeImportDraft } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, requester, sampleRecipe, type TestApp } from '../../../test/helpers';
import { AppError } from '../../errors';
import { fixture, PNG_1X1, startPageServer, type PageServer } from './fixtures/page-server';
import { defaultImportOptions, importRecipe } from './recipe-import.service';

/**
 * Import on Create Recipe (issue 15) through the API, against a local page server standing in for
 * recipe sites. `t` allows that server by IMPORT_ALLOW_HOSTS (as an operator would allow an intranet
 * host); `closed` has no allow list, as a default install.
 */
let pages: PageServer;
let t: TestApp;
let closed: TestApp;
let cook: ReturnType<typeof requester>;
let closedCook: ReturnType<typeof requester>;
beforeAll(async () => {
  pages = await startPageServer();
  t = await createTestApp({ IMPORT_ALLOW_HOSTS: `${pages.host}, recipes.intranet.test`, IMPORT_RATE_LIMIT_PER_MINUTE: '1000' });
  closed = await createTestApp({ IMPORT_RATE_LIMIT_PER_MINUTE: '1000' });
  cook = requester(t, (await createMember(t, 'approved')).cookie);
  closedCook = requester(closed, (await createMember(closed, 'approved')).cookie);
});
afterAll(() => pages.close());

const page = (name: string) => `${pages.origin}/page/${name}`;
const importUrl = (url: string, as = cook) => as.post('/api/recipes/import', { url });
const draftOf = async (response: Awaited<ReturnType<typeof importUrl>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RecipeImportDraft;
};
const refusal = (response: Awaited<ReturnType<typeof importUrl>>) => ({ status: response.statusCode, ...(response.json() as { code: string; message: string }) });

describe('POST /api/recipes/import from a link', () => {
  it('reads each kind of page into a draft of the form, naming where it came from', async () => {
    const expected: Record<string, Partial<RecipeImportDraft>> = {
      'jsonld-single.html': { title: 'Smoky Chana Masala', cookingTime: 90, servings: 4, cuisine: 'Indian' },
      'jsonld-array.html': { title: 'Brown Butter Oat Cookies', servings: 12 },
      'jsonld-graph.html': { title: 'Lemon Herb Roast Chicken', cookingTime: 105 },
      'jsonld-imageobject.json': { title: 'Cold Sesame Noodles', servings: 2 },
      'microdata.html': { title: 'Green Pea Soup with Mint', imageUrl: `${pages.origin}/img/pea-soup.webp` },
      'rdfa.html': { title: 'Mango Lassi', cuisine: 'Indian' },
      'plain.html': { title: "Grandma's Apple Crumble", imageUrl: 'https://diary.example.com/photos/crumble.jpg' },
    };
    for (const [name, fields] of Object.entries(expected)) {
      const draft = await draftOf(await importUrl(page(name)));
      expect(draft, name).toMatchObject(fields);
      expect(draft.ingredients.length, name).toBeGreaterThan(0);
      expect(draft.steps.length, name).toBeGreaterThan(0);
      expect(draft.ingredients.every((line) => line.original.length > 0)).toBe(true);
      if (!name.includes('graph')) expect(draft.source.url, name).toBe(page(name));
    }
  });

  it('follows up to five redirects and keeps the final address; a sixth is refused', async () => {
    const draft = await draftOf(await importUrl(`${pages.origin}/redirect/5/plain.html`));
    expect(draft.source.url).toBe(page('plain.html'));
    expect(refusal(await importUrl(`${pages.origin}/redirect/6/plain.html`))).toMatchObject({
      status: 422,
      code: 'IMPORT_TOO_MANY_REDIRECTS',
      message: recipeImportMessages.tooManyRedirects,
    });
  });

  it('says so, with a 4xx, when there is no recipe, the page errs, is not HTML, is too large or cannot be reached', async () => {
    expect(refusal(await importUrl(page('no-recipe.html')))).toMatchObject({ status: 422, code: 'IMPORT_NO_RECIPE', message: "We couldn't find a recipe on that page." });
    expect(refusal(await importUrl(`${pages.origin}/missing`))).toMatchObject({
      status: 422,
      code: 'IMPORT_HTTP_STATUS',
      message: recipeImportMessages.httpStatus(404),
      params: { status: 404 },
    });
    expect(refusal(await importUrl(`${pages.origin}/document.pdf`))).toMatchObject({ status: 422, message: recipeImportMessages.notAPage });
    expect(refusal(await importUrl(`${pages.origin}/huge`))).toMatchObject({ status: 422, message: recipeImportMessages.tooLarge });
    expect(refusal(await importUrl('http://no-such-host.invalid/recipe'))).toMatchObject({ status: 422, message: recipeImportMessages.unreachable });
  });

  it('gives up on a page that does not answer in time (a short limit here; 10 s in the app)', async () => {
    const started = Date.now();
    const failure = await importRecipe({ url: `${pages.origin}/silent` }, { ...defaultImportOptions([pages.host]), timeoutMs: 250 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 422, code: 'IMPORT_TIMEOUT', message: recipeImportMessages.timeout });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(defaultImportOptions([]).timeoutMs).toBe(10_000);
  });

  it('refuses links that are not http or https, before fetching anything', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/recipe', 'javascript:alert(1)', 'gopher://127.0.0.1:70/_', 'recipes.example.com/soup']) {
      expect(refusal(await importUrl(url)), url).toMatchObject({ status: 400, message: recipeImportMessages.invalidUrl });
    }
    expect(refusal(await importUrl(`${pages.origin}/to?url=${encodeURIComponent('file:///etc/passwd')}`))).toMatchObject({ status: 400, message: recipeImportMessages.invalidUrl });
    expect(refusal(await cook.post('/api/recipes/import', {}))).toMatchObject({ status: 400, message: recipeImportMessages.needUrlOrPage });
  });
});

describe('server-side request forgery', () => {
  it('refuses loopback, private, link-local and metadata addresses when no allow list names them', async () => {
    const port = pages.host.split(':')[1];
    for (const url of [
      page('plain.html'),
      `http://localhost:${port}/page/plain.html`,
      'http://10.0.0.1/recipe',
      'http://192.168.1.1/recipe',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/page/plain.html`,
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/', // 127.0.0.1 written as one number
    ]) {
      expect(refusal(await importUrl(url, closedCook)), url).toMatchObject({ status: 400, code: 'IMPORT_BLOCKED_ADDRESS', message: recipeImportMessages.blockedAddress });
    }
  });

  it('checks every redirect: an allowed host cannot send the fetch on to a private one', async () => {
    const port = pages.host.split(':')[1];
    for (const target of ['http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', `http://localhost:${port}/page/plain.html`]) {
      expect(refusal(await importUrl(`${pages.origin}/to?url=${encodeURIComponent(target)}`)), target).toMatchObject({ status: 400, code: 'IMPORT_BLOCKED_ADDRESS' });
    }
  });
});

describe('POST /api/recipes/import with a pasted page', () => {
  it('reads pasted HTML, bare JSON-LD and copied text without fetching anything', async () => {
    const html = await draftOf(await cook.post('/api/recipes/import', { html: fixture('microdata.html'), url: 'http://10.0.0.1/pea-soup' }));
    // The link only says where the page came from: a private one is fine because it is never fetched.
    expect(html).toMatchObject({ title: 'Green Pea Soup with Mint', source: { url: 'http://10.0.0.1/pea-soup', author: 'Tom Hale' } });
    const jsonLd = await draftOf(await cook.post('/api/recipes/import', { html: fixture('jsonld-imageobject.json') }));
    expect(jsonLd.title).toBe('Cold Sesame Noodles');
    const text = await draftOf(await cook.post('/api/recipes/import', { html: fixture('pasted-text.txt') }));
    expect(text.title).toBe('Quick Tomato Rice');
  });

  it('says what was left out both in English and as codes with numbers, for the web to word', async () => {
    const steps = Array.from({ length: 61 }, (_, i) => `Stir ${i + 1}.`);
    const draft = await draftOf(await cook.post('/api/recipes/import', { html: JSON.stringify({ '@type': 'Recipe', name: 'Long stew', recipeInstructions: steps }) }));
    expect(draft.notes).toEqual(['The page has 61 steps; the first 60 were kept.']);
    expect(draft.noteDetails).toEqual([{ code: 'IMPORT_STEPS_CUT', params: { count: 61, max: 60 }, message: draft.notes[0] }]);
  });

  it('accepts a pasted page larger than other bodies, up to the 5 MB cap', async () => {
    const padded = fixture('plain.html').replace('</body>', `<div hidden>${'x'.repeat(2 * 1024 * 1024)}</div></body>`);
    expect((await draftOf(await cook.post('/api/recipes/import', { html: padded }))).title).toBe("Grandma's Apple Crumble");
  });

  it('saves nothing: the member has no recipes after importing', async () => {
    await draftOf(await importUrl(page('jsonld-single.html')));
    expect((await cook.get('/api/recipes/my')).json()).toEqual([]);
  });
});

describe('POST /api/recipes/import/image', () => {
  it("answers the draft's picture as an image, checked by its first bytes", async () => {
    const response = await cook.post('/api/recipes/import/image', { url: `${pages.origin}/picture.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('refuses what is not a picture, a private address, and says when the picture cannot be had', async () => {
    expect(refusal(await cook.post('/api/recipes/import/image', { url: `${pages.origin}/fake.png` }))).toMatchObject({ status: 422, message: recipeImportMessages.notAPicture });
    expect(refusal(await cook.post('/api/recipes/import/image', { url: page('plain.html') }))).toMatchObject({ status: 422, message: recipeImportMessages.notAPicture });
    expect(refusal(await cook.post('/api/recipes/import/image', { url: `${pages.origin}/missing.png` }))).toMatchObject({
      status: 422,
      message: recipeImportMessages.pictureUnavailable,
    });
    expect(refusal(await closedCook.post('/api/recipes/import/image', { url: 'http://169.254.169.254/latest' }))).toMatchObject({ status: 400, code: 'IMPORT_BLOCKED_ADDRESS' });
  });
});

describe('who may import', () => {
  it('is 401 signed out and 403 for a member awaiting approval', async () => {
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/recipes/import', payload: { url: page('plain.html') } });
    expect(refusal(signedOut)).toMatchObject({ status: 401, message: serverMessages.signInRequired });
    const pending = requester(t, (await createMember(t, 'pending')).cookie);
    expect(refusal(await importUrl(page('plain.html'), pending))).toMatchObject({ status: 403, code: 'APPROVAL_REQUIRED' });
    expect(refusal(await pending.post('/api/recipes/import/image', { url: `${pages.origin}/picture.png` }))).toMatchObject({ status: 403, code: 'APPROVAL_REQUIRED' });
  });

  it('is limited per member (IMPORT_RATE_LIMIT_PER_MINUTE, here 3), pictures included', async () => {
    const limited = await createTestApp({ IMPORT_RATE_LIMIT_PER_MINUTE: '3' });
    const member = requester(limited, (await createMember(limited, 'approved')).cookie);
    const paste = () => member.post('/api/recipes/import', { html: fixture('jsonld-imageobject.json') });
    expect((await paste()).statusCode).toBe(200);
    expect((await paste()).statusCode).toBe(200);
    expect((await member.post('/api/recipes/import/image', { url: 'http://10.0.0.1/x.png' })).statusCode).toBe(400);
    expect(refusal(await paste())).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: serverMessages.tooManyRequests });
    // Another member's budget is their own.
    const other = requester(limited, (await createMember(limited, 'approved')).cookie);
    expect((await other.post('/api/recipes/import', { html: fixture('jsonld-imageobject.json') })).statusCode).toBe(200);
  });
});

describe('round trip with the export', () => {
  it('a recipe exported as JSON-LD imports back as the same form', async () => {
    const created = await cook.post(
      '/api/recipes',
      sampleRecipe({ title: 'Round Trip Khichdi', ingredients: [...sampleRecipe().ingredients, { name: 'yogurt', quantity: '1/2', unit: 'cup' }] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const recipe = created.json() as RecipeDetail;
    const exported = await cook.get(`/api/recipes/${recipe.id}/export?format=jsonld`);
    expect(exported.statusCode, exported.body).toBe(200);
    const draft = await draftOf(await cook.post('/api/recipes/import', { html: exported.body }));
    expect({
      title: draft.title,
      description: draft.description,
      cookingTime: draft.cookingTime,
      servings: draft.servings,
      cuisine: draft.cuisine,
      dietType: draft.dietType,
      mealTypes: draft.mealTypes,
      tags: draft.tags,
      ingredients: draft.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
      steps: draft.steps,
    }).toEqual({
      title: recipe.title,
      description: recipe.description,
      cookingTime: recipe.cookingTime,
      servings: recipe.servings,
      cuisine: recipe.cuisine,
      dietType: recipe.dietType,
      mealTypes: recipe.mealTypes,
      tags: recipe.tags,
      ingredients: recipe.recipeIngredients.map((line) => ({ name: line.ingredient.name, quantity: line.quantity, unit: line.unit })),
      steps: recipe.steps.map((step) => ({ instruction: step.instruction })),
    });
  });
});
