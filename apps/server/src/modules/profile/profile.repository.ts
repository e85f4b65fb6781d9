import type { ProfileData } from '@hearth/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

export function createProfileRepository(db: Database) {
  return {
    async findByUserId(userId: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row ?? null;
    },

    async isUsernameTaken(username: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        // PostgreSQL's lower() on both sides, as the unique index profiles_username_lower_idx folds case: JavaScript's
        // toLowerCase differs for a few letters (final sigma, dotted İ) and the index is what decides in the end.
        .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.userId, exceptUserId)))
        .limit(1);
      return Boolean(row);
    },

    async upsert(userId: string, data: ProfileData): Promise<ProfileRow> {
      const now = new Date();
      const [row] = await db
        .insert(profiles)
        .values({ userId, ...data, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...data, updatedAt: now } })
        .returning();
      return row!;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
