import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { recipeFormSchema } from '@hearth/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoContent } from '../../db/seed/seed-demo';
import { createLocalFileStore } from '../../storage/file-store';
import { createMember, createTestApp, createTestDatabase, requester, sampleRecipe, type TestApp } from '../../../test/helpers';
import { createRecipesRepository } from '../recipes/recipes.repository';
import { migrationsDir } from '../../paths';
import { createBackup, migrationsUpTo, restoreBackup, type Journal } from './backup.service';
import { createActiveMember } from './member-content.fixture';

/**
 * Backup → restore into an empty database and file store leaves every table's rows, every identity
 * sequence and every file's bytes identical (issue 15, item 5). PGlite by default; PostgreSQL when
 * TEST_DATABASE_URL is set, like every API test.
 */

let source: TestApp;
let target: DatabaseHandle;
const work = mkdtempSync(path.join(tmpdir(), 'hearth-backup-test-'));
const targetUploads = path.join(work, 'uploads');
const backupFile = path.join(work, 'hearth.backup.gz');

beforeAll(async () => {
  source = await createTestApp();
  const demo = await seedDemoContent(source.database.db);
  const asha = await createActiveMember(source, { name: 'Asha', title: 'Asha lemon rice', othersRecipeId: demo.recipeIds[0]! });
  await createActiveMember(source, { name: 'Bilal', title: 'Bilal nihari', othersRecipeId: demo.recipeIds[1]!, visibility: 'private' });
  const admin = await createMember(source, 'admin');
  // A notification for Asha, and a deleted recipe: the recipes sequence runs ahead of the largest id.
  await requester(source, admin.cookie).post(`/api/admin/recipes/${asha.recipeId}/approve`);
  const doomed = (await requester(source, asha.cookie).post('/api/recipes', sampleRecipe({ title: 'Soon deleted soup' }))).json() as { id: number };
  await requester(source, admin.cookie).delete(`/api/admin/recipes/${doomed.id}`);
  // Trending signals from the requests above are written in a batch up to a second later; the backup must see them.
  await source.app.activity.flush();
  target = await createTestDatabase({ migrate: false });
});

afterAll(async () => {
  await target?.close();
  rmSync(work, { recursive: true, force: true });
});

const rowsOf = async <T>(database: DatabaseHandle, query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** Every row of every table (generated columns too) as sorted JSON, the sequences, and the migrations applied. */
async function contentsOf(database: DatabaseHandle) {
  const tables = await rowsOf<{ name: string }>(database, `select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) rows[name] = (await rowsOf<{ j: string }>(database, `select to_jsonb(t)::text as j from "${name}" t`)).map((r) => r.j).sort();
  const sequences = await rowsOf(database, `select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by sequencename`);
  const migrations = await rowsOf(database, `select hash, created_at::text from drizzle.__drizzle_migrations order by id`);
  return { rows, sequences, migrations };
}

/** Every file under a folder, by its key, as bytes. */
function filesIn(root: string): Record<string, Buffer> {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(entries.map((e) => [path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'), readFileSync(path.join(e.parentPath, e.name))]));
}

/** A copy of the backup with its lines changed by `edit`. */
function editedBackup(name: string, edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
  const file = path.join(work, name);
  writeFileSync(file, gzipSync(`${edit(lines).join('\n')}\n`));
  return file;
}

describe('npm run backup / npm run restore', () => {
  it('round-trips every row, sequence and file into an empty database and file store', async () => {
    const backedUp = await createBackup({ database: source.database, store: createLocalFileStore(source.uploadsDir) }, backupFile);
    expect(backedUp.tables.recipes).toBeGreaterThan(3);
    expect(backedUp.tables.recipe_images).toBeGreaterThan(0);
    expect(backedUp.files).toBeGreaterThan(0);
    const manifest = JSON.parse(gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n')[0]!);
    expect(manifest).toMatchObject({ kind: 'manifest', format: 'hearth-backup', formatVersion: 1, schema: { level: expect.any(Number), lastMigration: expect.any(String) } });
    // Parents before children: users before recipes before their lines.
    const order = manifest.tables.map((t: { name: string }) => t.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('recipes'));
    expect(order.indexOf('recipes')).toBeLessThan(order.indexOf('recipe_ingredients'));
    expect(order.indexOf('ingredients')).toBeLessThan(order.indexOf('recipe_ingredients'));

    const restored = await restoreBackup({ database: target, store: createLocalFileStore(targetUploads) }, backupFile);
    expect(restored.tables).toEqual(backedUp.tables);

    const [before, after] = [await contentsOf(source.database), await contentsOf(target)];
    expect(Object.keys(after.rows)).toEqual(Object.keys(before.rows));
    for (const table of Object.keys(before.rows)) expect(after.rows[table], table).toEqual(before.rows[table]);
    expect(after.sequences).toEqual(before.sequences);
    expect(after.migrations).toEqual(before.migrations);
    expect(before.rows.collections!.length).toBeGreaterThan(0);
    expect(before.rows.meal_plans!.length).toBeGreaterThan(0);
    expect(before.rows.recipe_ratings!.length).toBeGreaterThan(0);
    expect(before.rows.recipe_search_postings!.length).toBeGreaterThan(0);

    const [sourceFiles, targetFiles] = [filesIn(source.uploadsDir), filesIn(targetUploads)];
    expect(Object.keys(targetFiles).sort()).toEqual(Object.keys(sourceFiles).sort());
    for (const key of Object.keys(sourceFiles)) expect(targetFiles[key]!.equals(sourceFiles[key]!), key).toBe(true);

    // New rows take new ids: the recipe sequence continues past the deleted recipe's id, as on the source.
    const [{ maxId }] = (await rowsOf<{ maxId: number }>(target, 'select max(id)::int as "maxId" from recipes')) as [{ maxId: number }];
    const [userId] = (await rowsOf<{ id: string }>(target, `select id from users order by created_at limit 1`)).map((u) => u.id);
    const created = await createRecipesRepository(target.db).create(userId!, recipeFormSchema.parse(sampleRecipe({ title: 'First after restore' })), { isApproved: false });
    expect(created.id).toBe(maxId + 2);
  });

  it('refuses a database that is not empty unless forced, and then replaces everything in it', async () => {
    const deps = { database: target, store: createLocalFileStore(targetUploads) };
    await expect(restoreBackup(deps, backupFile)).rejects.toThrow('This database is not empty. Restore into an empty database, or pass --force to replace everything in it.');
    await restoreBackup(deps, backupFile, { force: true });
    expect((await contentsOf(target)).rows).toEqual((await contentsOf(source.database)).rows);
  });

  it('refuses a backup from a newer schema, and a damaged one changes nothing', async () => {
    const deps = { database: target, store: createLocalFileStore(targetUploads) };
    const newer = editedBackup('newer.gz', ([head, ...rest]) => {
      const manifest = JSON.parse(head!);
      return [JSON.stringify({ ...manifest, schema: { ...manifest.schema, level: manifest.schema.level + 1 } }), ...rest];
    });
    await expect(restoreBackup(deps, newer, { force: true })).rejects.toThrow(/This backup comes from a newer schema/);

    const beforeFailure = await contentsOf(target);
    const beforeFiles = filesIn(targetUploads);
    // The last file's bytes are swapped for another's: its sha256 no longer matches.
    const damaged = editedBackup('damaged.gz', (lines) => {
      const files = lines.map((line, index) => [line, index] as const).filter(([line]) => line.startsWith('{"kind":"file"'));
      const [first, last] = [JSON.parse(files[0]![0]), JSON.parse(files.at(-1)![0])];
      const copy = [...lines];
      copy[files.at(-1)![1]] = JSON.stringify({ ...last, data: first.data, size: Buffer.from(first.data, 'base64').length });
      return copy;
    });
    await expect(restoreBackup(deps, damaged, { force: true })).rejects.toThrow(/is damaged/);
    expect(await contentsOf(target)).toEqual(beforeFailure);
    expect(Object.keys(filesIn(targetUploads)).sort()).toEqual(Object.keys(beforeFiles).sort());

    const cut = editedBackup('cut.gz', (lines) => lines.slice(0, -1));
    await expect(restoreBackup(deps, cut, { force: true })).rejects.toThrow('The backup ends before its file list: it was cut short.');
    expect(await contentsOf(target)).toEqual(beforeFailure);
  });

  it('restores a backup from an older schema, then upgrades it as the server would', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
    const older = await createTestDatabase({ migrate: false });
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const folder = await migrationsUpTo(journal.entries.length - 1, journal);
      await older.migrate(folder);
      rmSync(folder, { recursive: true, force: true });
      await older.db.execute(sql`insert into users (id, name, email) values ('older-cook', 'Older Cook', 'older@hearth.test')`);
      const file = path.join(work, 'older.gz');
      await createBackup({ database: older, store: createLocalFileStore(path.join(work, 'older-uploads')) }, file);
      expect(JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0]!).schema.level).toBe(journal.entries.length - 1);

      await restoreBackup({ database: fresh, store: createLocalFileStore(path.join(work, 'fresh-uploads')) }, file);
      expect(await rowsOf(fresh, 'select name from users')).toEqual([{ name: 'Older Cook' }]);
      expect(await rowsOf(fresh, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: journal.entries.length }]);
    } finally {
      await Promise.all([older.close(), fresh.close()]);
    }
  });
});
