import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiToolRuns } from '../../db/schema';

export type AiToolRunRow = typeof aiToolRuns.$inferSelect;

/** The one history table of the AI tools (DESIGN §3): a member's own runs of one tool, newest first. */
export function createAiToolRunsRepository(db: Database) {
  return {
    async record(run: { tool: string; userId: string; request: unknown; response: unknown; source: string }): Promise<AiToolRunRow> {
      const [row] = await db.insert(aiToolRuns).values(run).returning();
      return row!;
    },
    async list(tool: string, userId: string, limit: number): Promise<AiToolRunRow[]> {
      return db
        .select()
        .from(aiToolRuns)
        .where(and(eq(aiToolRuns.userId, userId), eq(aiToolRuns.tool, tool)))
        .orderBy(desc(aiToolRuns.createdAt), desc(aiToolRuns.id))
        .limit(limit);
    },
    async find(tool: string, userId: string, id: number): Promise<AiToolRunRow | null> {
      const [row] = await db
        .select()
        .from(aiToolRuns)
        .where(and(eq(aiToolRuns.id, id), eq(aiToolRuns.userId, userId), eq(aiToolRuns.tool, tool)));
      return row ?? null;
    },
  };
}
export type AiToolRunsRepository = ReturnType<typeof createAiToolRunsRepository>;
