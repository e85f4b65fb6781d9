// After `vite build --ssr src/entry-server.tsx`: draws the landing page a signed-out visitor sees at / into
// dist-ssr/landing.html (with Brotli and gzip copies), once, at build time (docs/decisions/0044). It holds
// nothing of any request, so the server sends this file as it is and never loads React for a visitor.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeCompressedCopies } from './compress.mjs';

/** The file the server looks for beside the render module (apps/server/src/plugins/server-render.ts). */
const LANDING_FILE = 'landing.html';

/** Renders the landing page from `distDir`'s index.html with the render module `entryFile`; writes it beside that module. */
export async function prerenderLanding({ distDir, entryFile }) {
  const { renderLandingScreen } = await import(pathToFileURL(entryFile).href);
  const html = await renderLandingScreen({ template: readFileSync(path.join(distDir, 'index.html'), 'utf8') });
  const file = path.join(path.dirname(entryFile), LANDING_FILE);
  writeFileSync(file, html);
  writeCompressedCopies(file, html);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const web = path.dirname(fileURLToPath(import.meta.url));
  const file = await prerenderLanding({ distDir: path.join(web, 'dist'), entryFile: path.join(web, 'dist-ssr', 'entry-server.js') });
  console.log(`prerendered ${path.relative(web, file)}`);
}
