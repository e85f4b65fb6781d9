import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../db/seed/seed-demo';
import { createMember, createTestApp, requester, signUp, type TestApp } from '../../test/helpers';
import { serverRoot } from '../paths';

// GET /recipes server-rendered for an approved member (docs/decisions/0040-server-rendered-browse.md), with the
// web's real render module, built here into a temporary folder (the API tests run without a web build).

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>Hearth</title></head><body><div id="root"></div></body></html>';
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
