import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ENRICH_RECIPE_QUEUE } from './ai/enrichment/enrich-recipe';
import { openDatabase } from './db/client';
import { rowsOf } from './db/rows';
import { demoRecipes } from './db/seed/demo-recipes';
import { prepareNewPgliteFolderApart } from './start-up';

const work = mkdtempSync(path.join(tmpdir(), 'hearth-first-start-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the first start on PGlite', () => {
  it('migrates and seeds a new folder in a child process, queues the enrichment, and leaves an existing folder alone', async () => {
    const config = { databaseUrl: undefined, dataDir: path.join(work, 'seeded'), seedDemo: true, logLevel: 'silent' };
    expect(await prepareNewPgliteFolderApart(config)).toBe(true);

    const database = await openDatabase({ dataDir: config.dataDir });
    const recipes = await rowsOf<{ title: string }>(database.db, sql`select title from recipes order by id`);
    expect(recipes.map((r) => r.title)).toEqual(demoRecipes.map((r) => r.title));
    // The server's workers take these once it opens the folder; nothing is enriched yet.
    const jobs = await rowsOf<{ name: string; state: string; n: number }>(database.db, sql`select name, state, count(*)::int as n from pgboss.job group by 1, 2`);
    expect(jobs).toEqual([{ name: ENRICH_RECIPE_QUEUE, state: 'created', n: demoRecipes.length }]);
    // Every migration is applied: opening and migrating again changes nothing.
    const applied = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await database.migrate();
    expect(await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual(applied);
    await database.close();

    expect(await prepareNewPgliteFolderApart(config)).toBe(false);
  }, 120_000);

  it('seeds nothing when demo content is off, and is not used for PostgreSQL', async () => {
    const config = { databaseUrl: undefined, dataDir: path.join(work, 'empty'), seedDemo: false, logLevel: 'silent' };
    expect(await prepareNewPgliteFolderApart(config)).toBe(true);
    const database = await openDatabase({ dataDir: config.dataDir });
    expect(await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from recipes`)).toEqual([{ n: 0 }]);
    await database.close();

    expect(await prepareNewPgliteFolderApart({ ...config, dataDir: path.join(work, 'unused'), databaseUrl: 'postgres://127.0.0.1:1/none' })).toBe(false);
  }, 120_000);

  it('says why when the folder cannot be prepared', async () => {
    const blocker = path.join(work, 'a-file');
    writeFileSync(blocker, 'not a folder');
    await expect(prepareNewPgliteFolderApart({ databaseUrl: undefined, dataDir: blocker, seedDemo: true, logLevel: 'silent' })).rejects.toThrow(
      /Preparing the new embedded database failed \(exit code 1\):[\s\S]*(ENOTDIR|EEXIST)/,
    );
  }, 60_000);
});
