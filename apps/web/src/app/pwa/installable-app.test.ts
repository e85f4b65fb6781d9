import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serviceWorkerBuild, serviceWorkerSource } from '../../../build/service-worker';
import { RECIPE_CACHE, RECIPE_PATH } from './offline-cache-names';

// The installable app (issue 16, item 4): the manifest and icons as committed, and how the build writes the
// service worker. That the browser installs it and reads offline is e2e/pwa.e2e.ts.

const web = (file: string) => fileURLToPath(new URL(`../../../${file}`, import.meta.url));
const manifest = JSON.parse(readFileSync(web('public/manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(web(`public${file}`));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names Hearth and opens standalone at /', () => {
    expect(manifest).toMatchObject({ name: 'Hearth', short_name: 'Hearth', start_url: '/', scope: '/', display: 'standalone' });
  });

  it('lists 192 and 512 icons and a maskable 512, each a PNG of the size it claims', () => {
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    }
  });

  it('takes its colours from the light theme’s background, as index.html’s theme-color does', () => {
    const css = readFileSync(web('src/index.css'), 'utf8');
    const lightBackground = /--background:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
    expect(manifest.background_color).toBe(lightBackground);
    expect(manifest.theme_color).toBe(lightBackground);
    const html = readFileSync(web('index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${lightBackground}" media="(prefers-color-scheme: light)" />`);
  });

  it('index.html links the manifest and a 180×180 apple-touch-icon', () => {
    const html = readFileSync(web('index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(pngSize(touch!)).toBe('180x180');
  });
});

describe('the service worker the build writes', () => {
  const files = [{ url: '/assets/index-abc.js' }, { url: '/index.html', content: '<html>1</html>' }, { url: '/favicon.svg', content: '<svg/>' }];

  it('precaches the listed files, and its version changes when any of them does', () => {
    const build = serviceWorkerBuild(files);
    expect(build.precache).toEqual(['/assets/index-abc.js', '/favicon.svg', '/index.html']);
    expect(build.version).toMatch(/^[0-9a-f]{12}$/);
    expect(serviceWorkerBuild([...files].reverse()).version).toBe(build.version);
    expect(serviceWorkerBuild([...files.slice(0, 2), { url: '/favicon.svg', content: '<svg></svg>' }]).version).not.toBe(build.version);
    expect(serviceWorkerBuild([{ url: '/assets/index-def.js' }, ...files.slice(1)]).version).not.toBe(build.version);
  });

  it('writes the build and the shared cache names into the hand-written worker', () => {
    const source = serviceWorkerSource(serviceWorkerBuild(files));
    expect(source).not.toContain('const BUILD = __HEARTH_BUILD__;');
    const written = JSON.parse(/const BUILD = (\{.*\});/.exec(source)![1]!) as { recipeCache: string; recipePath: string };
    expect(written.recipeCache).toBe(RECIPE_CACHE);
    expect(new RegExp(written.recipePath).test('/api/recipes/42')).toBe(true);
    // Every other API read goes to the network: the current user's (/api/session) above all.
    for (const path of ['/api/recipes/42/versions', '/api/session', '/api/user']) expect(RECIPE_PATH.test(path), path).toBe(false);
    expect(() => serviceWorkerSource(serviceWorkerBuild(files), '// a worker without its placeholder')).toThrow(/placeholder|BUILD/);
  });
});
