import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * One row per AI tool answer a member may see again (Discover history, compositions, time travels,
 * taste memories, trivia already shown). `request` and `response` are the tool's own contract shapes.
 */
export const aiToolRuns = pgTable(
  'ai_tool_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tool: text('tool').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    request: jsonb('request').notNull(),
    response: jsonb('response').notNull(),
    /** builtin | model */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_tool_runs_user_tool_created_idx').on(t.userId, t.tool, t.createdAt.desc(), t.id.desc())],
);
