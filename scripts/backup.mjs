// npm run backup -- --out FILE / npm run restore -- FILE [--force]: the operator's backup command, run
// from the built server bundle (apps/server/src/cli/backup.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertNodeVersion, buildIfNeeded, root } from './lib/build.mjs';

assertNodeVersion();
buildIfNeeded();
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/backup.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
