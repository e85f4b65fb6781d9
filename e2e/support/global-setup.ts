import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../../scripts/lib/build.mjs';
import { removeDataDir, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds what is stale, then runs one real server (PGlite, demo content) for the browser journeys. */
export default async function setup(project: TestProject) {
  buildIfNeeded();
  const server = await startServer();
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  };
}
