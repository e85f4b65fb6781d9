import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createImmediateJobQueue } from '../jobs/immediate-queue';
import { createTestDatabase } from '../../test/helpers';
import { eq } from 'drizzle-orm';
import { recipes } from '../db/schema';
import { seedDemoContent } from '../db/seed/seed-demo';
import type { FastifyInstance } from 'fastify';

/** A tiny built web app: index.html and one hashed asset with its Brotli twin. */
function fakeDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'hearth-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const indexHtml = '<!doctype html><title>Hearth</title><div id="root"></div>';
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  // The build's Brotli copy of the page (apps/web/compress.mjs); the gzip one is left to the server.
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
  const js = 'console.log("hearth");'.repeat(100);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), js);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  const worker = 'self.addEventListener("fetch", () => {});'.repeat(50);
  writeFileSync(path.join(dist, 'sw.js'), worker);
  writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Hearth', start_url: '/' }));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

let app: FastifyInstance;
beforeAll(async () => {
  const database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, secret: 'x'.repeat(40), webDist: fakeDist(), jobs: createImmediateJobQueue() });
  return async () => {
    await app.close();
    await database.close();
  };
});

describe('serving the web app', () => {
  it('serves client routes with index.html, revalidated every time', async () => {
    const response = await app.inject({ method: 'GET', url: '/recipes?tab=curated' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the page compressed as the browser accepts (it carries the whole stylesheet), and as is otherwise', async () => {
    const plain = await app.inject({ method: 'GET', url: '/recipes' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ method: 'GET', url: '/recipes', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await app.inject({ method: 'GET', url: '/notes.txt', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('serves hashed assets precompressed with a year-long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(200);
  });

  it('a missing asset is a real 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('a path that looks like a file but is none gets the app with a 404, not raw JSON (issue 16, item 7)', async () => {
    for (const url of ['/notes.txt', '/recipe/12/print.pdf', '/wp-login.php?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('<div id="root">');
    }
    expect((await app.inject({ method: 'HEAD', url: '/notes.txt' })).statusCode).toBe(404);
  });

  it('the API, media and other methods stay JSON 404s; real root files are served as files', async () => {
    for (const url of ['/api/nothing.txt', '/api', '/media/recipes/missing.webp', '/assets/gone.css']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    const post = await app.inject({ method: 'POST', url: '/notes.txt' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'NOT_FOUND' });
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the manifest and the service worker with their types, revalidated every time', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Hearth' });
    for (const encoding of ['identity', 'br']) {
      const worker = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers['cache-control'], encoding).toBe('no-cache');
    }
    // index.html asked for by name is the app too: never cached for an hour.
    expect((await app.inject({ method: 'GET', url: '/index.html' })).headers['cache-control']).toBe('no-cache');
  });

  it('the content security policy allows the same-origin service worker and manifest', async () => {
    const csp = String((await app.inject({ method: 'GET', url: '/recipes' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('link previews of shared recipe pages', () => {
  it('a listed recipe’s page carries its title, description and Open Graph tags; others stay generic', async () => {
    const dist = fakeDist();
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Hearth · Create</title><meta name="description" content="Hearth is a recipe platform." /></head><body><div id="root"></div></body></html>',
    );
    const database = await createTestDatabase();
    const site = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, secret: 'x'.repeat(40), webDist: dist, jobs: createImmediateJobQueue() });
    await seedDemoContent(database.db);
    const [listed] = await database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.title, 'Chana Masala'));
    const page = await site.inject({ method: 'GET', url: `/recipe/${listed!.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Chana Masala · Hearth</title>');
    expect(page.body).toContain('<meta property="og:title" content="Chana Masala" />');
    expect(page.body).toMatch(/<meta property="og:description" content="[^"]{20,}" \/>/);
    expect(page.body).toContain(`<meta property="og:url" content="http://localhost:80/recipe/${listed!.id}" />`);
    expect(page.body).toContain('<meta name="twitter:card"');

    await database.db.update(recipes).set({ visibility: 'private' }).where(eq(recipes.id, listed!.id));
    const hidden = await site.inject({ method: 'GET', url: `/recipe/${listed!.id}` });
    expect(hidden.body).not.toContain('og:title');
    expect(hidden.body).toContain('<title>Hearth · Create</title>');
    expect((await site.inject({ method: 'GET', url: '/recipe/99999999999' })).body).not.toContain('og:title');
    await site.close();
    await database.close();
  });
});
