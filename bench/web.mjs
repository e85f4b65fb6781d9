#!/usr/bin/env node
// npm run bench:web — the web app's budgets (DESIGN §7): initial JavaScript under 180 KB gzip for
// landing and browse, and Lighthouse performance 95+ (mobile preset) on both.
//
// 1. Bundle sizes. Reads a copy of the built app in apps/web/dist (taken once, so a rebuild by
//    someone else mid-run does not mix two builds); when it is missing, builds it with
//    `vite build --manifest` (the manifest is switched on by the CLI flag; vite.config.ts is not
//    touched). The import graph comes from dist/.vite/manifest.json when present, otherwise from
//    the emitted files themselves (index.html's module script and modulepreloads, and each chunk's
//    static `import … from "./x.js"`), which is the same graph. Initial JS of a page = the entry's
//    static closure + the lazy route chunks the router loads for it, with their static closures:
//      landing (signed out)  entry + LandingPage
//      browse  (signed in)   entry + AppShell + BrowseRecipesPage + toaster
//    Sizes are gzip -9 of each file. Every lazy route chunk is listed with its own and closure size.
// 2. Lighthouse (npm `lighthouse`, default = mobile preset with simulated throttling, performance
//    only) against the built server on 127.0.0.1 with hearth_bench (run `npm run bench:generate`
//    first) and its recipe pictures: the landing page signed out, the browse page (/recipes) signed
//    in as the bench member (the session cookie put in the browser's cookie jar over the DevTools
//    protocol, which Lighthouse's storage reset leaves alone; a run where an API request still
//    answers 401 fails). Lighthouse's extraHeaders are not used for it: Chromium sends them with the
//    document but not with the page's fetch() calls, so the app read the member as signed out and
//    the "browse" runs before decision 0040 measured the landing page at /recipes. Debian Chromium
//    (CHROME_PATH, default /usr/bin/chromium) is started headless with a DevTools port for it.
//    BENCH_LH_RUNS runs per page (default 3); the median score is reported.
// 3. Writes bench/results/<timestamp>-web.json (+ the full Lighthouse reports as
//    <timestamp>-lighthouse-<page>-<n>.json).
//
// BENCH_SKIP_LIGHTHOUSE=1 reports bundle sizes only.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import {
  appSnapshot,
  benchDatabaseUrl,
  freePort,
  gitDescribe,
  machine,
  RESULTS_DIR,
  ROOT,
  signInBenchMember,
  sleep,
  startServer,
  table,
  timestamp,
  waitForIdleDatabase,
} from './lib/harness.mjs';
import { measureScrollLongTasks, SCROLL_LONG_TASK_BUDGET_MS } from './lib/scroll-long-tasks.mjs';
import { installMedia } from './lib/server-code.mjs';

const WEB = path.join(ROOT, 'apps', 'web');
const BUDGET_KB = 180;
const LIGHTHOUSE_TARGET = 95;
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** Lazy chunks the router loads for each page (apps/web/src/app/router.tsx). */
const PAGES = {
  landing: { path: '/', signedIn: false, lazy: ['LandingPage'] },
  browse: { path: '/recipes', signedIn: true, lazy: ['AppShell', 'BrowseRecipesPage', 'toaster'] },
};

const stamp = timestamp();
const results = {
  kind: 'web',
  at: new Date().toISOString(),
  git: gitDescribe(),
  machine: { ...machine(), loadAverageAtStart: os.loadavg() },
  budgets: { initialJsKbGzip: BUDGET_KB, lighthouse: LIGHTHOUSE_TARGET },
};

// ───────────────────────────── bundle sizes ─────────────────────────────

if (!existsSync(path.join(WEB, 'dist', 'index.html'))) {
  console.log('apps/web/dist is missing: building it with `vite build --manifest`…');
  const build = spawnSync('npx', ['vite', 'build', '--manifest'], { cwd: WEB, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Building the web app failed');
}
// Sizes and Lighthouse both use one private copy of the build (other sessions rebuild apps/web/dist).
const DIST = (await appSnapshot()).webDist;
results.build = (await appSnapshot()).build;

const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024);
  return gz.get(file);
};
const kb = (n) => Math.round(n * 10) / 10;

/** file → { imports, dynamicImports, name } for every emitted JS chunk, and the entry files. */
function readGraph() {
  const manifestFile = path.join(DIST, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const graph = new Map();
    for (const chunk of Object.values(manifest)) {
      if (!chunk.file.endsWith('.js')) continue;
      graph.set(chunk.file, {
        name: chunk.name ?? path.basename(chunk.file).replace(/-[\w-]{8}\.js$/, ''),
        imports: (chunk.imports ?? []).map((k) => manifest[k].file),
        dynamicImports: (chunk.dynamicImports ?? []).map((k) => manifest[k].file),
      });
    }
    return {
      source: 'vite manifest',
      graph,
      entries: Object.values(manifest)
        .filter((c) => c.isEntry)
        .map((c) => c.file),
    };
  }
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const graph = new Map();
  for (const name of readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'))) {
    const file = `assets/${name}`;
    const code = readFileSync(path.join(DIST, file), 'utf8');
    // Minified static imports and re-exports: import{a as b}from"./x.js" · import"./x.js" · export{…}from"./x.js"
    const imports = [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+?from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => `assets/${m[1]}`);
    const dynamicImports = [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => `assets/${m[1]}`);
    graph.set(file, { name: name.replace(/-[\w-]{8}\.js$/, ''), imports: [...new Set(imports)], dynamicImports: [...new Set(dynamicImports)] });
  }
  return { source: 'emitted files', graph, entries };
}

const { source, graph, entries } = readGraph();
const closure = (files, seen = new Set()) => {
  for (const file of files) {
    if (seen.has(file) || !graph.has(file)) continue;
    seen.add(file);
    closure(graph.get(file).imports, seen);
  }
  return seen;
};
const chunkNamed = (name) => [...graph.keys()].find((f) => graph.get(f).name === name);
const sumKb = (files) => [...files].reduce((s, f) => s + gzipKb(f), 0);

const entryFiles = closure(entries);
const lazyChunks = [...new Set([...graph.values()].flatMap((c) => c.dynamicImports))].filter((f) => graph.has(f));
const routeRows = lazyChunks
  .map((file) => {
    const own = closure([file]);
    const extra = [...own].filter((f) => !entryFiles.has(f));
    return { chunk: graph.get(file).name, file, ownKb: kb(gzipKb(file)), withImportsKb: kb(sumKb(extra)) };
  })
  .sort((a, b) => b.withImportsKb - a.withImportsKb);

const pages = {};
for (const [page, spec] of Object.entries(PAGES)) {
  const lazy = spec.lazy.map((name) => {
    const file = chunkNamed(name);
    if (!file) throw new Error(`No chunk named ${name} in apps/web/dist (router changed? update PAGES in bench/web.mjs)`);
    return file;
  });
  const files = closure([...entries, ...lazy]);
  pages[page] = {
    files: [...files].map((f) => ({ file: f, kb: kb(gzipKb(f)) })).sort((a, b) => b.kb - a.kb),
    totalKb: kb(sumKb(files)),
    budgetKb: BUDGET_KB,
    pass: sumKb(files) < BUDGET_KB,
  };
}
results.bundle = { distBuiltAt: statSync(path.join(DIST, 'index.html')).mtime.toISOString(), graphFrom: source, entryKb: kb(sumKb(entryFiles)), pages, routeChunks: routeRows };

console.log(`apps/web/dist built ${results.bundle.distBuiltAt}; import graph from the ${source} (gzip -9 sizes)\n`);
console.log(
  table(
    ['lazy chunk', 'own KB', 'KB beyond the entry'],
    routeRows.map((r) => [r.chunk, r.ownKb.toFixed(1), r.withImportsKb.toFixed(1)]),
  ),
);
console.log(`\nEntry (index + its static imports): ${kb(sumKb(entryFiles)).toFixed(1)} KB`);
for (const [page, p] of Object.entries(pages))
  console.log(
    `Initial JS for ${page.padEnd(8)} ${p.totalKb.toFixed(1)} KB gzip (budget < ${BUDGET_KB} KB): ${p.pass ? 'ok' : 'MISS'}  [${p.files.length} files; largest: ${p.files
      .slice(0, 3)
      .map((f) => `${path.basename(f.file)} ${f.kb}`)
      .join(', ')}]`,
  );

// ───────────────────────────── Lighthouse ─────────────────────────────

if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
  const db = benchDatabaseUrl();
  const server = await startServer({ databaseUrl: db.url });
  installMedia(server.dataDir);
  await waitForIdleDatabase(db.url);
  const chrome = await launchChrome();
  results.lighthouse = {};
  try {
    const { cookie } = await signInBenchMember(server.url, db.url);
    for (const [page, spec] of Object.entries(PAGES)) {
      await setSessionCookie(chrome.port, server.url, spec.signedIn ? cookie : null);
      const runs = [];
      for (let n = 0; n < RUNS; n++) {
        // A run on a busy machine now and then reports NO_FCP; up to two more tries.
        let lhr;
        for (let attempt = 0; attempt < 3; attempt++) {
          ({ lhr } = await lighthouse(`${server.url}${spec.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          }));
          if (!lhr.runtimeError) break;
          console.log(`Lighthouse ${page}: ${lhr.runtimeError.code}, trying again`);
        }
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
        const refused = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.statusCode === 401).map((r) => r.url);
        if (spec.signedIn && refused.length) throw new Error(`Lighthouse ${page} was not signed in: 401 from ${refused.join(', ')}`);
        mkdirSync(RESULTS_DIR, { recursive: true });
        writeFileSync(path.join(RESULTS_DIR, `${stamp}-lighthouse-${page}-${n + 1}.json`), JSON.stringify(lhr));
        runs.push(summarise(lhr));
        process.stdout.write(`Lighthouse ${page} run ${n + 1}/${RUNS}: ${runs.at(-1).score}\n`);
      }
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor(sorted.length / 2)];
      results.lighthouse[page] = { url: spec.path, signedIn: spec.signedIn, runs, median, pass: median.score >= LIGHTHOUSE_TARGET };
    }
    // Scrolling browse: long tasks unthrottled and at the mobile preset's CPU slowdown (the verdict).
    results.scroll = [];
    for (const cpuSlowdown of [1, 4]) results.scroll.push(await measureScrollLongTasks({ port: chrome.port, baseUrl: server.url, cookieHeader: cookie, cpuSlowdown }));
  } finally {
    await chrome.stop();
    await server.stop();
  }
  console.log(`\nLighthouse ${results.lighthouse.landing?.median.lighthouseVersion ?? ''} (mobile preset, simulated throttling), median of ${RUNS}\n`);
  console.log(
    table(
      ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'longest task ms', 'JS loaded KB', 'target', 'verdict'],
      Object.entries(results.lighthouse).map(([page, r]) => [
        page,
        r.median.score,
        r.median.fcpMs,
        r.median.lcpMs,
        r.median.tbtMs,
        r.median.cls,
        r.median.siMs,
        r.median.longestTaskMs ?? '-',
        r.median.scriptTransferKb,
        `≥ ${LIGHTHOUSE_TARGET}`,
        r.pass ? 'ok' : 'MISS',
      ]),
    ),
  );
  console.log(`\nScrolling browse on a phone-sized page (${results.scroll[0].cardsBefore} cards drawn, then scrolled), long tasks from the first scroll on\n`);
  console.log(
    table(
      ['CPU', 'cards after', 'tasks > 50 ms', 'tasks > 100 ms', 'longest ms', 'budget', 'verdict'],
      results.scroll.map((r) => [
        r.cpuSlowdown === 1 ? 'as is' : `${r.cpuSlowdown}× slower`,
        r.cardsAfter,
        r.longTasks,
        r.over100,
        r.longestTaskMs,
        `≤ ${SCROLL_LONG_TASK_BUDGET_MS}`,
        r.pass ? 'ok' : 'MISS',
      ]),
    ),
  );
  for (const [page, r] of Object.entries(results.lighthouse))
    if (r.median.opportunities.length) console.log(`  ${page}: ${r.median.opportunities.map((o) => `${o.title} (~${o.savingsMs} ms)`).join('; ')}`);
}

mkdirSync(RESULTS_DIR, { recursive: true });
const file = path.join(RESULTS_DIR, `${stamp}-web.json`);
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nSaved ${path.relative(ROOT, file)}`);

// ───────────────────────────── helpers ─────────────────────────────

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const ms = (id) => Math.round(audit(id)?.numericValue ?? NaN);
  const scripts = (audit('network-requests')?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const longTasks = audit('long-tasks')?.details?.items ?? [];
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Math.round((audit('cumulative-layout-shift')?.numericValue ?? 0) * 1000) / 1000,
    siMs: ms('speed-index'),
    longestTaskMs: longTasks.length ? Math.round(Math.max(...longTasks.map((t) => t.duration))) : null,
    scriptTransferKb: kb(scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024),
    scripts: scripts.map((r) => path.basename(new URL(r.url).pathname)),
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
      .map((a) => ({ id: a.id, title: a.title, savingsMs: Math.round(a.details.overallSavingsMs) }))
      .sort((a, b) => b.savingsMs - a.savingsMs),
  };
}

/**
 * Puts the session cookie (a Cookie header's `name=value` pairs) into the browser's cookie jar for the
 * server's origin, or empties the jar (null), over the DevTools protocol's browser endpoint.
 */
async function setSessionCookie(port, baseUrl, cookieHeader) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const messageId = ++id;
      socket.addEventListener('message', function onMessage(event) {
        const message = JSON.parse(event.data);
        if (message.id !== messageId) return;
        socket.removeEventListener('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({ id: messageId, method, params }));
    });
  try {
    await send('Storage.clearCookies');
    if (!cookieHeader) return;
    const { hostname } = new URL(baseUrl);
    const cookies = cookieHeader.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' };
    });
    await send('Storage.setCookies', { cookies });
  } finally {
    socket.close();
  }
}

/** Headless Debian Chromium with a DevTools port for Lighthouse; bounded wait for it to listen. */
async function launchChrome() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-chrome-'));
  const child = spawn(CHROME, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  let ready = false;
  for (let i = 0; i < 200 && !ready; i++) {
    if (exited) throw new Error(`${CHROME} exited at start`);
    try {
      ready = (await fetch(`http://127.0.0.1:${port}/json/version`)).ok;
    } catch {
      await sleep(50); // not up yet
    }
  }
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`${CHROME} did not open its DevTools port within 10 s`);
  }
  return {
    port,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        await Promise.race([new Promise((resolve) => child.on('exit', resolve)), sleep(5000)]);
        if (!exited) child.kill('SIGKILL');
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
