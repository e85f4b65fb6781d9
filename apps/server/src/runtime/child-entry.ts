import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * How to start one of the server's own child processes: the bundled entry beside the running bundle
 * (apps/server/build.mjs names it), or its TypeScript source through tsx when the server itself runs from
 * source (tests, `npm run dev`). Both URLs are relative to the caller's `import.meta.url`.
 */
export function childEntry(bundled: URL, source: URL): { modulePath: string; execArgv: string[] } {
  const bundledPath = fileURLToPath(bundled);
  if (existsSync(bundledPath)) return { modulePath: bundledPath, execArgv: [] };
  return { modulePath: fileURLToPath(source), execArgv: ['--import', 'tsx'] };
}
