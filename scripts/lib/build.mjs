// "Builds what is not built yet": the web app and the server are rebuilt when their output is
// missing or older than any of their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'web app',
    workspace: '@hearth/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/build', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'],
  },
  {
    name: 'server',
    workspace: '@hearth/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src'],
  },
];

export function buildIfNeeded({ force = false } = {}) {
  for (const target of targets) {
    const output = path.join(root, target.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const changedAt = Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
    if (!force && builtAt > changedAt) continue;
    console.log(`Building the ${target.name}...`);
    // Always a production build, even when called from a test run (where NODE_ENV is 'test').
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) {
      console.error(`Building the ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

export function assertNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    console.error(`Hearth needs Node.js 22.12 or newer (Node 24 LTS recommended); this is ${process.version}.`);
    process.exit(1);
  }
}
