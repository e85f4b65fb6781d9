import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { createPgliteFolderApart } from './pglite';

const work = mkdtempSync(path.join(tmpdir(), 'hearth-pglite-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('an embedded database folder', () => {
  it('is created apart on first open, then opened as it is, keeping what was written', async () => {
    const dataDir = path.join(work, 'data');
    const first = await openDatabase({ dataDir });
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openDatabase({ dataDir });
    const { rows } = (await again.db.execute(sql`select note from kept`)) as unknown as { rows: { note: string }[] };
    expect(rows).toEqual([{ note: 'still here' }]);
    // The extensions the migrations need are available in a folder made by the child process.
    await again.db.execute(sql`create extension if not exists pg_trgm`);
    await again.close();
  }, 60_000);

  it('says so when the folder cannot be made', async () => {
    const blocker = path.join(work, 'a-file');
    writeFileSync(blocker, 'not a folder');
    await expect(createPgliteFolderApart(path.join(blocker, 'db'))).rejects.toThrow(/Creating the embedded database in .*a-file.db failed \(exit code 1\):[\s\S]*ENOTDIR/);
  }, 60_000);
});
