/* global window, document -- the functions passed to page.evaluate run in the browser */
// Long tasks while scrolling browse (DESIGN §7: none over 100 ms). A signed-in phone-sized page scrolls down
// /recipes in steps, which loads page after page of cards (the grid's infinite scroll), and the browser's own
// Long Tasks API reports every main-thread task over 50 ms from the first scroll on. Run in the bench's Chrome
// (over its DevTools port), unthrottled and at Lighthouse's mobile CPU slowdown (4×).
import { chromium } from 'playwright-core';
import { sleep } from './harness.mjs';

export const SCROLL_LONG_TASK_BUDGET_MS = 100;
const STEPS = 40;
const STEP_PX = 700;
const STEP_EVERY_MS = 150;

/** `cookieHeader` is a Cookie header's `name=value` pairs for baseUrl. */
export async function measureScrollLongTasks({ port, baseUrl, cookieHeader, cpuSlowdown }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  try {
    const cookies = cookieHeader.split(/;\s*/).map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__hearthLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__hearthLongTasks.push({ startMs: entry.startTime, durationMs: entry.duration });
      }).observe({ type: 'longtask' });
    });
    await page.goto(`${baseUrl}/recipes`);
    const cards = page.locator('[role="tabpanel"] a h2');
    // Hydrated (React's fiber is on the first card) and the first page's batches are in.
    for (let i = 0; i < 200; i++) {
      const hydrated = await page.evaluate(() => {
        const card = document.querySelector('[role="tabpanel"] a');
        return Boolean(card && Object.keys(card).some((key) => key.startsWith('__reactFiber')));
      });
      if (hydrated) break;
      await sleep(50);
    }
    await sleep(1000);
    const cardsBefore = await cards.count();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const from = await page.evaluate(() => performance.now());
    for (let step = 0; step < STEPS; step++) {
      await page.evaluate((px) => window.scrollBy(0, px), STEP_PX);
      await sleep(STEP_EVERY_MS);
    }
    await sleep(1500); // the last page's cards
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const tasks = await page.evaluate((start) => window.__hearthLongTasks.filter((task) => task.startMs >= start), from);
    const longest = tasks.length ? Math.round(Math.max(...tasks.map((task) => task.durationMs))) : 0;
    return {
      cpuSlowdown,
      cardsBefore,
      cardsAfter: await cards.count(),
      longTasks: tasks.length,
      over100: tasks.filter((task) => task.durationMs > SCROLL_LONG_TASK_BUDGET_MS).length,
      longestTaskMs: longest,
      pass: longest <= SCROLL_LONG_TASK_BUDGET_MS,
    };
  } finally {
    await context.close();
    await browser.close().catch(() => {}); // only disconnects: the bench stops its Chrome itself
  }
}
