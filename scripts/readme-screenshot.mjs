// Regenerates docs/screenshot.png (the README's picture): starts the built app on a fresh data
// folder, waits until the demo recipes are enriched (pictures drawn), signs a member in and
// photographs the browse page in Chromium. Usage: node scripts/readme-screenshot.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfNeeded, root } from './lib/build.mjs';

buildIfNeeded();
const port = 3300 + Math.floor(Math.random() * 500);
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-shot-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const wait = (ms) => new Promise((r) => setTimeout(r, ms));
try {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await wait(100);
  }
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Priya Sharma', email: 'photographer@hearth.local', password: 'a-long-demo-password' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await fetch(`${url}/api/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ username: 'priya_cooks', favoriteCuisines: ['Indian', 'Thai'] }),
  });
  // Wait until every seeded recipe has its picture (bounded: at most three minutes).
  for (let i = 0; i < 180; i++) {
    const cards = await (await fetch(`${url}/api/recipes?limit=100`, { headers: { cookie } })).json();
    if (cards.length && cards.every((c) => c.imageUrl)) break;
    await wait(1000);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  const [name, ...rest] = cookie.split('; ')[0].split('=');
  await context.addCookies([{ name, value: rest.join('='), domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await page.goto(`${url}/recipes`);
  await page.getByRole('heading', { name: 'Browse Recipes' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(root, 'docs', 'screenshot.png') });
  await browser.close();
  console.log('Wrote docs/screenshot.png');
} finally {
  server.kill('SIGTERM');
  await wait(500);
  rmSync(dataDir, { recursive: true, force: true });
}
