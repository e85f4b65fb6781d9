// Idle memory after demo seeding (DESIGN §7: under 250 MB on PGlite, under 150 MB on PostgreSQL).
// For each database: a fresh server seeds the demo content and enriches it in the background (pictures
// included); once it is idle and its resident memory has stopped moving, that is "after seeding". Then the
// same data is served by a restarted process: "restarted". RSS is read from /proc, as `ps` and container
// limits see it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { rssMbOf, startServer, withClient } from './harness.mjs';

export const IDLE_BUDGET_MB = { pglite: 250, postgres: 150 };
const SAMPLE_EVERY_MS = 5_000;
/**
 * Settled: at least this long after ready; the last three samples within SETTLED_MB of each other; and the
 * server idle through them (no child process drawing pictures, under 2% of a core). RSS alone also holds
 * still while enrichment is still running, before the server's idle collector has had its quiet moment.
 */
const MIN_IDLE_MS = 30_000;
const MAX_IDLE_MS = 240_000;
const SETTLED_MB = 3;
const IDLE_CPU_SHARE = 0.02;

/** CPU seconds the process has used (user and system; /proc counts in clock ticks of 1/100 s). */
const cpuSecondsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const hasChildren = (pid) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim() !== '';

/** Samples a running server's RSS until it settles; returns the last sample and how long it took. */
async function settledRss(server) {
  const pid = server.child.pid;
  const samples = [];
  const busy = [];
  const started = performance.now();
  let cpu = cpuSecondsOf(pid);
  for (;;) {
    await sleep(SAMPLE_EVERY_MS);
    samples.push(rssMbOf(pid));
    const nowCpu = cpuSecondsOf(pid);
    busy.push(hasChildren(pid) || nowCpu - cpu > (IDLE_CPU_SHARE * SAMPLE_EVERY_MS) / 1000);
    cpu = nowCpu;
    const last = samples.slice(-3);
    const idle = busy.length >= 3 && !busy.slice(-3).some(Boolean);
    const elapsed = performance.now() - started;
    if ((elapsed >= MIN_IDLE_MS && idle && Math.max(...last) - Math.min(...last) <= SETTLED_MB) || elapsed >= MAX_IDLE_MS)
      return { rssMb: samples.at(-1), afterS: Math.round(elapsed / 1000), samples, settled: elapsed < MAX_IDLE_MS };
  }
}

async function measure(kind, databaseUrl) {
  // Kept across the restart (the uploads folder, and PGlite's database when there is no DATABASE_URL).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-idle-'));
  try {
    const env = { SEED_DEMO: 'true' };
    const seeding = await startServer({ databaseUrl, dataDir, env });
    const afterSeeding = await settledRss(seeding);
    await seeding.stop();
    const restarted = await startServer({ databaseUrl, dataDir, env });
    const afterRestart = await settledRss(restarted);
    await restarted.stop();
    const budgetMb = IDLE_BUDGET_MB[kind];
    return { kind, budgetMb, afterSeeding, afterRestart, pass: afterSeeding.rssMb < budgetMb && afterRestart.rssMb < budgetMb };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both databases: PGlite in a fresh data folder, PostgreSQL in a scratch database beside the bench's. */
export async function measureIdleMemory(adminUrl) {
  const results = [await measure('pglite', undefined)];
  const scratch = 'hearth_bench_idle_memory';
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${scratch}`).then(() => client.query(`create database ${scratch}`)));
  try {
    const url = Object.assign(new URL(adminUrl), { pathname: `/${scratch}` }).toString();
    results.push(await measure('postgres', url));
  } finally {
    await withClient(adminUrl, (client) => client.query(`drop database if exists ${scratch}`));
  }
  return results;
}

export function idleMemoryLines(results) {
  return results.map(
    (r) =>
      `  ${r.kind.padEnd(9)} after seeding ${r.afterSeeding.rssMb} MB (${r.afterSeeding.settled ? `settled after ${r.afterSeeding.afterS} s` : `still moving after ${r.afterSeeding.afterS} s`}), restarted ${r.afterRestart.rssMb} MB; budget < ${r.budgetMb} MB: ${r.pass ? 'ok' : 'MISS'}`,
  );
}
