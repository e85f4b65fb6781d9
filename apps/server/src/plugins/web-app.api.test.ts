import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createImmediateJobQueue } from '../jobs/immediate-queue';
import { createTestDatabase } from '../../test/helpers';
import type { FastifyInstance } from 'fastify';

/** A tiny built web app: index.html and one hashed asset with its Brotli twin. */
function fakeDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'hearth-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hearth</title><div id="root"></div>');
  const js = 'console.log("hearth");'.repeat(100);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), js);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
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
});
