import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameReadsOf } from './named-reads';

// Named statements are a PostgreSQL-server matter (PGlite has no pool): this runs in the PostgreSQL pass.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('reads named after their text (PostgreSQL)', () => {
  let client: pg.Client;
  const prepared = async () => (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by statement')).rows;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    nameReadsOf(client, 2);
  });
  afterAll(() => client.end());

  it('prepares a read with parameters once and answers each call with its own values', async () => {
    expect((await client.query({ text: 'select $1::int + 1 as n' }, [1])).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text: 'select $1::int + 1 as n' }, [41])).rows).toEqual([{ n: 42 }]);
    const statements = await prepared();
    expect(statements).toEqual([{ name: expect.stringMatching(/^r_/), statement: 'select $1::int + 1 as n' }]);
  });

  it('leaves writes, reads without parameters and statements already named alone', async () => {
    await client.query('create temporary table jot (n int)');
    await client.query({ text: 'insert into jot values ($1)' }, [1]);
    await client.query({ text: 'select count(*)::int as n from jot' });
    await client.query({ name: 'mine', text: 'select n from jot where n = $1' }, [1]);
    // The read from the first test and 'mine': nothing of this test's own was named.
    const statements = (await prepared()).map((s) => s.statement);
    expect(statements.sort()).toEqual(['select $1::int + 1 as n', 'select n from jot where n = $1']);
  });

  it('stops naming new texts past the cap, and still answers them', async () => {
    await client.query({ text: 'select $1::text as a' }, ['x']);
    expect((await client.query({ text: 'select $1::text as b' }, ['y'])).rows).toEqual([{ b: 'y' }]);
    const texts = (await prepared()).map((s) => s.statement);
    expect(texts).toContain('select $1::text as a');
    expect(texts).not.toContain('select $1::text as b');
  });

  it('names a read sent with an empty list of values (counts written into its text) unless a semicolon could end a command', async () => {
    const own = new pg.Client({ connectionString: serverUrl });
    await own.connect();
    try {
      nameReadsOf(own);
      expect((await own.query({ text: 'select 24 as page_size' }, [])).rows).toEqual([{ page_size: 24 }]);
      const both = (await own.query({ text: 'select 1 as a; select 2 as b' }, [])) as unknown as pg.QueryResult[];
      expect(both.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
      const statements = (await own.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((s) => s.statement);
      expect(statements).toEqual(['select 24 as page_size']);
    } finally {
      await own.end();
    }
  });
});
