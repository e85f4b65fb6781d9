// npm run dev: the API (rebuilt on start) on :3000 and the Vite dev server with hot reload on :5173,
// which proxies /api to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertNodeVersion, buildIfNeeded, root } from './lib/build.mjs';

assertNodeVersion();
buildIfNeeded();
const children = [
  spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@hearth/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
