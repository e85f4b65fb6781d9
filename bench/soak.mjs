#!/usr/bin/env node
// npm run bench:soak — resident memory over a long mixed load (issue 14, item 3; DESIGN §7: flat over
// a 10-minute soak). Needs `npm run bench:generate` (hearth_bench) and a built server.
// Options (environment): SOAK_MINUTES=10 SOAK_CONNECTIONS=50 SOAK_SAMPLE_SECONDS=30.
// Writes bench/results/<timestamp>-soak.json. Exit code 1 when memory grew by 100 MB or more.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchDatabaseUrl, ensureServerBuilt, gitDescribe, machine, RESULTS_DIR, timestamp } from './lib/harness.mjs';
import { runSoak } from './lib/realistic.mjs';

ensureServerBuilt();
const soak = await runSoak({
  databaseUrl: benchDatabaseUrl().url,
  minutes: Number(process.env.SOAK_MINUTES ?? 10),
  connections: Number(process.env.SOAK_CONNECTIONS ?? 50),
  sampleEveryS: Number(process.env.SOAK_SAMPLE_SECONDS ?? 30),
});
console.log(
  `\nRSS: idle ${soak.idleRssMb} MB, warm ${soak.warmRssMb} MB, peak ${soak.peakRssMb} MB, growth after warm-up ${soak.growthMb} MB (budget < 100): ${soak.pass ? 'PASS' : 'FAIL'}`,
);
mkdirSync(RESULTS_DIR, { recursive: true });
const file = path.join(RESULTS_DIR, `${timestamp()}-soak.json`);
writeFileSync(file, JSON.stringify({ git: gitDescribe(), machine: machine(), soak }, null, 2));
console.log(`Results: ${path.relative(process.cwd(), file)}`);
process.exitCode = soak.pass ? 0 : 1;
