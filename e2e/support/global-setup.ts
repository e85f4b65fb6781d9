import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../../scripts/lib/build.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PASSWORD } from './browser';
import { createSuperAdmin, E2E_ADMIN_EMAIL, E2E_LANDING_ADMIN_EMAIL, removeDataDir, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds what is stale, then runs one real server (PGlite, demo content) for the browser journeys. */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-e2e-'));
  createSuperAdmin(dataDir, E2E_ADMIN_EMAIL, 'Head Chef', PASSWORD);
  createSuperAdmin(dataDir, E2E_LANDING_ADMIN_EMAIL, 'Head Chef', PASSWORD);
  // Journeys sign up dozens of members a minute from one address; the sign-in limits have their own API tests.
  const server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '600' }, { dataDir });
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  };
}
