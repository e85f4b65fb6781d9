import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib/build.mjs';

export const E2E_ADMIN_EMAIL = 'head-chef@e2e.test';
/** A second super admin that only the foundation journey signs in with, so file order never matters. */
export const E2E_LANDING_ADMIN_EMAIL = 'landing-admin@e2e.test';

/**
 * Makes a super admin in DATA_DIR with the operator command, as an operator of a fresh install would
 * (the server must not be running: PGlite is opened by one process at a time).
 */
export function createSuperAdmin(dataDir: string, email: string, name: string, password: string) {
  execFileSync(process.execPath, [path.join(root, 'apps/server/dist/users.js'), 'create', '--email', email, '--name', name, '--password', password, '--role', 'super-admin'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server (dist) as `npm start` would, on 127.0.0.1 and a fresh DATA_DIR. */
export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string; waitForHealth?: boolean; port?: number } = {}): Promise<RunningServer> {
  // A caller that must name the address up front (PUBLIC_URL) picks the port itself.
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'hearth-e2e-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: RunningServer = {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  if (options.waitForHealth !== false) await waitForHealth(server);
  return server;
}

export async function waitForHealth(server: RunningServer, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited early (${server.process.exitCode}):\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${server.output()}`);
}

export function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
}
