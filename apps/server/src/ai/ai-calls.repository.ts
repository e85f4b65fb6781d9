import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiCalls } from '../db/schema';

export type AiCallRow = typeof aiCalls.$inferSelect;
export type NewAiCall = Omit<typeof aiCalls.$inferInsert, 'id' | 'createdAt'>;

export function createAiCallsRepository(db: Database) {
  return {
    async record(call: NewAiCall): Promise<void> {
      await db.insert(aiCalls).values(call);
    },
    async listRecent(limit: number): Promise<AiCallRow[]> {
      return db.select().from(aiCalls).orderBy(desc(aiCalls.createdAt), desc(aiCalls.id)).limit(limit);
    },
  };
}
export type AiCallsRepository = ReturnType<typeof createAiCallsRepository>;
