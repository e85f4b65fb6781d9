// npm run users -- <command>: the operator command, run from the built server bundle.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertNodeVersion, buildIfNeeded, root } from './lib/build.mjs';

assertNodeVersion();
buildIfNeeded();
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/users.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
