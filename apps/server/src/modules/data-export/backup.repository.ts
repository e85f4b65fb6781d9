import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The SQL behind backup and restore (issue 15, item 5). It reads the catalogue rather than the Drizzle
 * schema, so a table or column a later migration adds is backed up without anyone remembering to.
 * Rows travel as JSON text written and read by PostgreSQL itself (row_to_json, json_populate_recordset),
 * which keeps every type exact on PGlite and PostgreSQL alike.
 */

/** One table of the `public` schema as the backup sees it. */
export interface TableInfo {
  name: string;
  /** Stored columns in table order; generated ones (the search vector) are rebuilt on insert. */
  columns: string[];
  primaryKey: string[];
  /** Tables its foreign keys point at (itself excluded). */
  references: string[];
  /** A GENERATED ALWAYS identity column takes explicit ids only with OVERRIDING SYSTEM VALUE. */
  alwaysIdentity: boolean;
  /** Its own triggers (search postings) would write rows the backup already holds. */
  hasTriggers: boolean;
}

export interface SequenceState {
  table: string;
  column: string;
  lastValue: number;
  isCalled: boolean;
}

/** The Drizzle migrations a database has applied: how many, and when the last one was written. */
export interface MigrationLevel {
  level: number;
  lastMigrationAt: number | null;
}

type Executor = Pick<Database, 'execute'>;

/** "name" as an SQL identifier. */
export const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

const TABLES = sql`
  select c.relname as name,
    (select coalesce(json_agg(a.attname order by a.attnum), '[]') from pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
    (select coalesce(json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)), '[]')
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = c.oid and i.indisprimary) as "primaryKey",
    (select coalesce(json_agg(distinct r.relname), '[]') from pg_constraint k join pg_class r on r.oid = k.confrelid
      where k.conrelid = c.oid and k.contype = 'f' and k.confrelid <> c.oid) as "references",
    exists(select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and a.attidentity = 'a') as "alwaysIdentity",
    exists(select 1 from pg_trigger g where g.tgrelid = c.oid and not g.tgisinternal) as "hasTriggers"
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
  order by c.relname`;

const SEQUENCES = sql`
  select c.relname as "table", a.attname as "column", pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null
  order by c.relname, a.attname`;

/** Tables ordered so that every table comes after the ones its foreign keys point at. */
export function inDependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableInfo) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting') throw new Error(`Foreign keys form a cycle through ${table.name}; the backup cannot order it.`);
    state.set(table.name, 'visiting');
    for (const name of table.references) {
      const referenced = byName.get(name);
      if (referenced) visit(referenced);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

const CURSOR = 'hearth_backup_rows';
const FETCH_SIZE = 1000;

export function createBackupRepository(executor: Executor) {
  return {
    async tables(): Promise<TableInfo[]> {
      return inDependencyOrder(await rowsOf<TableInfo>(executor, TABLES));
    },

    async migrationLevel(): Promise<MigrationLevel> {
      const [present] = await rowsOf<{ present: boolean }>(executor, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
      if (!present?.present) return { level: 0, lastMigrationAt: null };
      const [row] = await rowsOf<{ level: number; last: string | null }>(
        executor,
        sql`select count(*)::int as level, max(created_at)::text as last from drizzle.__drizzle_migrations`,
      );
      return { level: row?.level ?? 0, lastMigrationAt: row?.last ? Number(row.last) : null };
    },

    async count(table: string): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(executor, sql.raw(`select count(*)::int as n from ${identifier(table)}`));
      return row?.n ?? 0;
    },

    async isEmpty(tables: string[]): Promise<boolean> {
      for (const table of tables) {
        const [row] = await rowsOf<{ any: boolean }>(executor, sql.raw(`select exists(select 1 from ${identifier(table)}) as any`));
        if (row?.any) return false;
      }
      return true;
    },

    async sequences(): Promise<SequenceState[]> {
      const found = await rowsOf<{ table: string; column: string; sequence: string }>(executor, SEQUENCES);
      const states: SequenceState[] = [];
      for (const { table, column, sequence } of found) {
        const [state] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
          executor,
          sql`select last_value::text as "lastValue", is_called as "isCalled" from ${sql.raw(sequence)}`,
        );
        states.push({ table, column, lastValue: Number(state!.lastValue), isCalled: state!.isCalled });
      }
      return states;
    },

    /** Every row of a table as JSON text, in primary-key order, read through a cursor a page at a time. */
    async *rows(table: TableInfo): AsyncIterable<string> {
      const columns = table.columns.map(identifier).join(', ');
      const order = (table.primaryKey.length ? table.primaryKey : table.columns).map(identifier).join(', ');
      await executor.execute(
        sql.raw(`declare ${CURSOR} no scroll cursor for select row_to_json(t)::text as j from (select ${columns} from ${identifier(table.name)} order by ${order}) t`),
      );
      try {
        for (;;) {
          const page = await rowsOf<{ j: string }>(executor, sql.raw(`fetch ${FETCH_SIZE} from ${CURSOR}`));
          for (const row of page) yield row.j;
          if (page.length < FETCH_SIZE) break;
        }
      } finally {
        await executor.execute(sql.raw(`close ${CURSOR}`));
      }
    },

    /** Inserts rows given as JSON texts, keeping their ids. */
    async insert(table: TableInfo, rowsJson: string[]): Promise<void> {
      const columns = table.columns.map(identifier).join(', ');
      const overriding = table.alwaysIdentity ? 'overriding system value ' : '';
      await executor.execute(
        sql`${sql.raw(`insert into ${identifier(table.name)} (${columns}) ${overriding}select ${columns} from json_populate_recordset(null::${identifier(table.name)}, `)}${`[${rowsJson.join(',')}]`}::json)`,
      );
    },

    async truncate(tables: string[]): Promise<void> {
      if (tables.length) await executor.execute(sql.raw(`truncate table ${tables.map(identifier).join(', ')} cascade`));
    },

    async setTriggers(tables: string[], enabled: boolean): Promise<void> {
      for (const table of tables) await executor.execute(sql.raw(`alter table ${identifier(table)} ${enabled ? 'enable' : 'disable'} trigger user`));
    },

    async setSequence({ table, column, lastValue, isCalled }: SequenceState): Promise<void> {
      await executor.execute(sql`select setval(pg_get_serial_sequence(${`public.${identifier(table)}`}, ${column}), ${lastValue}::bigint, ${isCalled})`);
    },
  };
}
export type BackupRepository = ReturnType<typeof createBackupRepository>;
