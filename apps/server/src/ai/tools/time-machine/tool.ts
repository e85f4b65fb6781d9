import { TIME_MACHINE_HISTORY_LIMIT, timeMachineContract, timeTravelResultSchema, type TimeTravelResult } from '@hearth/contracts';
import { z } from 'zod';
import { AppError } from '../../../errors';
import { defineTool } from '../define-tool';
import { findDish, pickDish, requestKey, resolveEra, unreadableEraMessage } from './builtin';
import { timeMachineTask } from './task';

const TOOL = 'time-machine';
/** What a run records besides the answer: which kitchen and dish it showed, so later visits can vary. */
const runRequestSchema = z.object({ eraKey: z.string(), dishKey: z.string() });

/**
 * Time Machine (spec §2, §7): a dish from the era and region asked for, or from the nearest era Hearth's
 * historical kitchen knows, said plainly; the dish varies with the member's own history, and every
 * journey is kept in it, newest first.
 */
export const timeMachineTool = defineTool(timeMachineContract, (platform) => ({
  async travel({ input, viewer }) {
    const requested = { era: input.era, region: input.region ?? null };
    const resolved = resolveEra(requested, new Date().getUTCFullYear());
    if (!resolved) throw new AppError('ERA_UNREADABLE', 422, unreadableEraMessage(input.era));
    const { era, match } = resolved;

    const recent = (await platform.history.list(TOOL, viewer.id, TIME_MACHINE_HISTORY_LIMIT)).flatMap((row) => {
      const run = runRequestSchema.safeParse(row.request);
      return run.success && run.data.eraKey === era.key ? [run.data.dishKey] : [];
    });
    const suggested = pickDish(era, requestKey(requested), recent);
    const result = await platform.ai.run(timeMachineTask, { eraKey: era.key, dishKey: suggested.key, requested, matchNote: match.note }, { userId: viewer.id });
    // A model may write about another of the era's dishes (the check allows any of them); record that one.
    const dish = findDish(era, result.output.dishName) ?? suggested;

    const entry: Omit<TimeTravelResult, 'id' | 'createdAt' | 'source'> = { ...result.output, era: era.name, region: era.region, documented: dish.documented, match, requested };
    const run = await platform.history.record({
      tool: TOOL,
      userId: viewer.id,
      request: { ...requested, eraKey: era.key, dishKey: dish.key },
      response: entry,
      source: result.source,
    });
    return { ...entry, id: run.id, createdAt: run.createdAt.toISOString(), source: result.source };
  },

  async history({ viewer }) {
    const rows = await platform.history.list(TOOL, viewer.id, TIME_MACHINE_HISTORY_LIMIT);
    // Rows are written by this tool only; one that no longer fits the result shape is skipped, not shown half.
    return rows.flatMap((row) => {
      const parsed = timeTravelResultSchema.safeParse({ ...(row.response as object), id: row.id, createdAt: row.createdAt.toISOString(), source: row.source });
      return parsed.success ? [parsed.data] : [];
    });
  },
}));
