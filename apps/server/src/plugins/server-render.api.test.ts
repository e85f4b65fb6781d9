import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { copy, LANGUAGE_COOKIE } from '@hearth/contracts';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../db/seed/seed-demo';
import { createMember, createTestApp, requester, signUp, type TestApp } from '../../test/helpers';
import { serverRoot } from '../paths';

// GET /recipes server-rendered for an approved member (docs/decisions/0040-server-rendered-browse.md) and GET /
// for a visitor (0044), with the web's real render module, built here into a temporary folder (the API tests run without a web build).

// Shaped as Vite writes it: the entry module and a modulepreload link, which a drawn page loads after painting.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Hearth</title><script type="module" crossorigin src="/assets/index-test.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/dist-test.js"></head><body><div id="root"></div></body></html>';
const webDir = path.resolve(serverRoot, '..', 'web');
const tempDir = mkdtempSync(path.join(tmpdir(), 'hearth-server-render-'));
const dist = path.join(tempDir, 'dist');
const renderEntry = path.join(tempDir, 'dist-ssr', 'entry-server.js');

let t: TestApp;
let withoutRender: TestApp;

beforeAll(async () => {
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: path.dirname(renderEntry), emptyOutDir: true },
  });
  // The landing page as `npm run build` draws it, beside the render module.
  const { prerenderLanding } = (await import(pathToFileURL(path.join(webDir, 'prerender.mjs')).href)) as {
    prerenderLanding(input: { distDir: string; entryFile: string }): Promise<string>;
  };
  await prerenderLanding({ distDir: dist, entryFile: renderEntry });
  t = await createTestApp({}, { webDist: dist, webRenderEntry: renderEntry });
  withoutRender = await createTestApp({}, { webDist: dist, webRenderEntry: path.join(tempDir, 'missing', 'entry-server.js') });
  await seedDemoContent(t.database.db);
  await seedDemoContent(withoutRender.database.db);
}, 120_000);

afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const FIRST_SCREEN_STATE = /<script type="application\/json" id="hearth-first-screen">([^<]*)<\/script>/;
/** Text as React writes it into HTML. */
const asHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function page(app: TestApp, url: string, cookie?: string) {
  const response = await app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('GET /recipes, server-rendered', () => {
  it('draws the first browse page for an approved member, with the state the browser hydrates from', async () => {
    const member = await createMember(t, 'approved');
    const firstPage = (await requester(t, member.cookie).get('/api/recipes?type=trending&limit=24&offset=0')).json() as { id: number; title: string }[];
    expect(firstPage.length).toBeGreaterThan(0);

    const response = await page(t, '/recipes', member.cookie);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    // The first batch of cards is drawn (BrowseResults.tsx: CARDS_PER_BATCH); the browser adds the rest.
    for (const recipe of firstPage.slice(0, 6)) expect(html).toContain(`>${asHtmlText(recipe.title)}</h2>`);
    // Drawn for a desktop: nothing said it is a phone.
    expect(html).toContain('data-slot="sidebar-gap"');

    const state = JSON.parse(FIRST_SCREEN_STATE.exec(html)![1]!) as {
      language: string;
      mobile: boolean;
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    expect(state.language).toBe('en');
    expect(state.mobile).toBe(false);
    const data = (key: unknown[]) => state.queries.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;
    expect(data(['/api/user'])).toMatchObject({ id: member.userId, profileComplete: true, isApproved: true });
    expect(data(['/api/profile'])).toMatchObject({ languagePreference: 'en' });
    // The key and URL the browser's browse list uses (public/early-requests.js asks the same page).
    expect(data(['/api/recipes?type=trending&limit=24', 'pages'])).toEqual({ pages: [firstPage], pageParams: [0] });
    // No text in the state can end its script element.
    expect(FIRST_SCREEN_STATE.exec(html)![1]).not.toContain('<');
  });

  it('draws a phone as a phone when its client hints say so, compressed as it accepts', async () => {
    const member = await createMember(t, 'approved');
    const response = await t.app.inject({ method: 'GET', url: '/recipes', headers: { cookie: member.cookie, 'sec-ch-ua-mobile': '?1', 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(html).not.toContain('data-slot="sidebar-gap"');
    expect(JSON.parse(FIRST_SCREEN_STATE.exec(html)![1]!)).toMatchObject({ mobile: true });
  });

  it('sends index.html as it is to everyone else', async () => {
    const incomplete = await signUp(t.app);
    const pending = await createMember(t, 'pending');
    const banned = await createMember(t, 'banned');
    const approved = await createMember(t, 'approved');

    const cases: [string, string, string | undefined][] = [
      ['a visitor', '/recipes', undefined],
      ['a member on /', '/', approved.cookie],
      ['a visitor elsewhere', '/collections', undefined],
      ['a member without a profile', '/recipes', incomplete.cookie],
      ['a member awaiting approval', '/recipes', pending.cookie],
      ['a banned member', '/recipes', banned.cookie],
      ['a search', '/recipes?q=paneer', approved.cookie],
      ['another tab', '/recipes?tab=curated', approved.cookie],
      ['another screen', '/collections', approved.cookie],
    ];
    for (const [who, url, cookie] of cases) {
      const response = await page(t, url, cookie);
      expect(response.body, who).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], who).toBe('no-cache');
    }
  });

  it('sends index.html to a member who reads Hearth in another language', async () => {
    const member = await createMember(t, 'approved');
    const profile = (await requester(t, member.cookie).get('/api/profile')).json() as Record<string, unknown>;
    const saved = await t.app.inject({ method: 'POST', url: '/api/profile', headers: { cookie: member.cookie }, payload: { ...profile, languagePreference: 'hi' } });
    expect(saved.statusCode).toBe(200);
    expect((await page(t, '/recipes', member.cookie)).body).toBe(INDEX_HTML);
  });

  it('without a built render module, sends index.html', async () => {
    const member = await createMember(withoutRender, 'approved');
    expect((await page(withoutRender, '/recipes', member.cookie)).body).toBe(INDEX_HTML);
  });
});

describe('GET /, server-rendered for a visitor', () => {
  const landingHeadline = `>${asHtmlText(copy.landing.headline)}</h1>`;

  it('sends the landing page drawn at build time, with the session read as nobody, the same page to every visitor', async () => {
    const response = await page(t, '/');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    expect(html).toContain(landingHeadline);
    const state = JSON.parse(FIRST_SCREEN_STATE.exec(html)![1]!) as { language: string; queries: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] } };
    expect(state.language).toBe('en');
    // The browser hydrates with "nobody signed in" and asks /api/session nothing.
    expect(state.queries.queries).toEqual([expect.objectContaining({ queryKey: ['/api/user'], state: expect.objectContaining({ data: null, status: 'success' }) })]);
    expect(html).not.toContain('early-requests.js');
    // The app's code loads once the page has painted (public/load-app.js).
    expect(html).toContain('<script async src="/load-app.js" data-app-entry="/assets/index-test.js" data-app-preload="/assets/dist-test.js"></script>');
    expect(html).not.toContain('type="module"');

    // Drawn once: another visitor, with another browser, gets the same bytes.
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile', 'accept-language': 'en-GB' } });
    expect(again.body).toBe(html);
  });

  it('sends it compressed as the client accepts, the same page either way', async () => {
    const html = (await page(t, '/')).body;
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(html);
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
  });

  it('sends index.html to a visitor whose browser reads Hearth in another language', async () => {
    const cases: [string, Record<string, string>][] = [
      ['a Hindi browser', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }],
      ['Spanish shown last time', { cookie: `${LANGUAGE_COOKIE}=es`, 'accept-language': 'en-US' }],
      ['a query', {}],
    ];
    for (const [who, headers] of cases) {
      const response = await t.app.inject({ method: 'GET', url: who === 'a query' ? '/?from=mail' : '/', headers });
      expect(response.statusCode, who).toBe(200);
      expect(response.body, who).toBe(INDEX_HTML);
    }
    // English chosen last time wins over the browser's own languages.
    const chosen = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: `${LANGUAGE_COOKIE}=en`, 'accept-language': 'es-ES' } });
    expect(chosen.body).toContain(landingHeadline);
  });

  it('without a landing page drawn at build time, sends index.html', async () => {
    expect((await page(withoutRender, '/')).body).toBe(INDEX_HTML);
  });

  it('sends index.html when the landing page was drawn from another build (its scripts are gone)', async () => {
    const rebuilt = INDEX_HTML.replace('/assets/index-test.js', '/assets/index-rebuilt.js');
    const otherDist = path.join(tempDir, 'rebuilt');
    mkdirSync(otherDist);
    writeFileSync(path.join(otherDist, 'index.html'), rebuilt);
    const app = await createTestApp({}, { webDist: otherDist, webRenderEntry: renderEntry });
    expect((await page(app, '/')).body).toBe(rebuilt);
  });
});
