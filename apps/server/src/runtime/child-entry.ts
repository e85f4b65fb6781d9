import { fork } from 'node:child_process';
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

/**
 * Runs a short-lived child process to its end; its standard output is the server's. A failure throws
 * `${what} failed (exit code N)` with the end of the child's error output, so the server says why.
 */
export async function runChildToEnd(entry: { modulePath: string; execArgv: string[] }, args: string[], what: string): Promise<void> {
  const child = fork(entry.modulePath, args, { execArgv: entry.execArgv, stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2_000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`${what} failed (exit code ${code}):\n${errors.trim()}`);
}
