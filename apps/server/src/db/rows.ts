import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows a raw SQL statement returned. `execute` is typed per driver (PGlite and node-postgres), and both
 * results carry `rows`; this is the one place that says so.
 */
export async function rowsOf<T>(executor: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}
