import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/server folder, found from this module whether it runs from src/ (tests) or dist/ (bundled). */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@hearth/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @hearth/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'src', 'db', 'migrations');
export const webDistDir = path.resolve(serverRoot, '..', 'web', 'dist');
/** The web's server render (apps/web/src/entry-server.tsx), built by `npm run build` into dist-ssr beside dist. */
export const webRenderEntryBeside = (webDist: string) => path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
