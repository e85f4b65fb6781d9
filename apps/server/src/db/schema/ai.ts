import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per AI call: what ran, who answered, how long it took, and how it ended (admins read it). */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    task: text('task').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    model: text('model'),
    latencyMs: integer('latency_ms').notNull(),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    /** ok | fallback | error */
    outcome: text('outcome').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_calls_created_idx').on(t.createdAt), index('ai_calls_user_created_idx').on(t.userId, t.createdAt)],
);
