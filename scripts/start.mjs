// npm start: build what is not built yet, then run the server (which migrates and seeds on start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertNodeVersion, buildIfNeeded, root } from './lib/build.mjs';
import { SERVER_MEMORY_ENV, SERVER_NODE_FLAGS } from './lib/server-runtime.mjs';

assertNodeVersion();
buildIfNeeded();

const env = { ...SERVER_MEMORY_ENV, ...process.env };
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/main.js')], { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
