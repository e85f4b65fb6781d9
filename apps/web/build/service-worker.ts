import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { RECIPE_CACHE, RECIPE_PATH } from '../src/app/pwa/offline-cache-names';

const SOURCE = fileURLToPath(new URL('../src/app/pwa/service-worker.js', import.meta.url));
const PLACEHOLDER = 'const BUILD = __HEARTH_BUILD__;';
/** Precached: the build's scripts and styles. Fonts (one per script range) and source maps are kept when first used. */
const PRECACHED_BUILD_FILE = /\.(?:js|css)$/;

/** A file the worker may precache, with its content when it is not already in its name (hashed assets). */
export interface ShellFile {
  url: string;
  content?: string | Uint8Array;
}

export interface ServiceWorkerBuild {
  version: string;
  precache: string[];
  recipeCache: string;
  recipePath: string;
}

/** What the worker is told about its build: the files to precache and a version that changes with any of them. */
export function serviceWorkerBuild(files: readonly ShellFile[]): ServiceWorkerBuild {
  const sorted = [...files].sort((a, b) => a.url.localeCompare(b.url));
  const hash = createHash('sha256');
  for (const file of sorted) hash.update(file.url).update('\0').update(file.content ?? '').update('\0');
  return { version: hash.digest('hex').slice(0, 12), precache: sorted.map((file) => file.url), recipeCache: RECIPE_CACHE, recipePath: RECIPE_PATH.source };
}

/** The worker's source with its build written in. */
export function serviceWorkerSource(build: ServiceWorkerBuild, source = readFileSync(SOURCE, 'utf8')): string {
  if (!source.includes(PLACEHOLDER)) throw new Error(`${SOURCE} no longer reads its build from ${PLACEHOLDER}`);
  return source.replace(PLACEHOLDER, `const BUILD = ${JSON.stringify(build)};`);
}

function publicFiles(dir: string, base = dir): ShellFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return publicFiles(file, base);
    return [{ url: `/${path.relative(base, file).split(path.sep).join('/')}`, content: readFileSync(file) }];
  });
}

/**
 * Emits /sw.js (issue 16, item 4; docs/decisions/0037-installable-app-and-names.md): the hand-written worker
 * in src/app/pwa/service-worker.js with this build's precache list and version. The app's page is precached
 * as /index.html, the file every client route falls back to offline. Not as /: that address may answer with
 * the landing page drawn for a signed-out visitor (docs/decisions/0044), which must not stand in for the app
 * when a member is offline.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'hearth:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const files: ShellFile[] = [
        { url: '/index.html', content: page?.type === 'asset' ? page.source : '' },
        ...(publicDir ? publicFiles(publicDir) : []),
        ...Object.values(bundle)
          .filter((file) => PRECACHED_BUILD_FILE.test(file.fileName))
          .map((file) => ({ url: `/${file.fileName}` })),
      ];
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(serviceWorkerBuild(files)) });
    },
  };
}
