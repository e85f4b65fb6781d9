import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { root } from '../../scripts/lib/build.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOT_DIR = path.join(root, 'test-results', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * A fresh browser context. The service worker is blocked unless asked for (e2e/pwa.e2e.ts): it would
 * precache the whole app in every context, and page.route() cannot see the requests it answers.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, serviceWorkers: options.serviceWorkers ?? 'block' });
}

/** Saves a full-page screenshot under test-results/screenshots so a person can look at the screen. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

let counter = 0;
export const uniqueEmail = (prefix = 'cook') => `${prefix}-${Date.now().toString(36)}-${++counter}@e2e.test`;
export const PASSWORD = 'correct-horse-battery';

/**
 * Reads until `done` holds, for hooks (where `expect.poll` is not allowed): background work such as
 * enrichment finishes on its own time. Fails with the last value read when time runs out.
 */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, { timeout = 60_000, interval = 500 } = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not ready after ${timeout} ms: ${JSON.stringify(value)?.slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
