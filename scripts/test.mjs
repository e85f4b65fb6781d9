// npm test: unit and API tests (PGlite, or PostgreSQL with TEST_DATABASE_URL), then the browser
// journeys in Chromium against the built app. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertNodeVersion, root } from './lib/build.mjs';

assertNodeVersion();
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const runs = [
  { name: 'unit and API', projects: ['unit', 'api'], when: !values.only || values.only === 'api' },
  { name: 'browser journeys', projects: ['e2e'], when: !values.only || values.only === 'e2e' },
];

const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
let passed = 0;
let failed = 0;
let exitCode = 0;

for (const run of runs.filter((r) => r.when)) {
  if (run.projects.includes('e2e') && !existsSync(chromium)) {
    console.error(`\nThe browser journeys need Chromium at ${chromium} (Debian: apt-get install -y chromium; or set CHROMIUM_PATH).`);
    failed += 1;
    exitCode = 1;
    continue;
  }
  const report = path.join(resultsDir, `vitest-${run.projects.join('-')}.json`);
  rmSync(report, { force: true });
  console.log(`\n▶ ${run.name} tests`);
  const args = ['vitest', 'run', ...run.projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: process.env });
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests + (summary.numTotalTestSuites > 0 && summary.numTotalTests === 0 ? 1 : 0);
    // Unhandled errors fail the run even when every test passed: count them so the summary says so.
    if (result.status !== 0 && summary.numFailedTests === 0) {
      failed += 1;
      console.error(`\n${run.name}: the run failed outside any test (unhandled error or setup failure); see above.`);
    }
  } else {
    failed += 1;
  }
  if (result.status !== 0) exitCode = result.status ?? 1;
}

if (passed === 0 && exitCode === 0) {
  console.error('No test ran.');
  exitCode = 1;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
