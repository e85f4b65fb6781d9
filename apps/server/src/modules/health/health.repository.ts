import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export function createHealthRepository(db: Database) {
  return {
    /**
     * One indexed read of a real table: `select 1` would pass with the schema dropped or the migrations not
     * applied, and that instance could then answer nothing but errors.
     */
    async probe(): Promise<void> {
      await db.execute(sql`select 1 from ${users} limit 1`);
    },
  };
}
export type HealthRepository = ReturnType<typeof createHealthRepository>;
