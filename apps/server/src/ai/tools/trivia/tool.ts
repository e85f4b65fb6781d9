import { triviaContract } from '@hearth/contracts';
import { z } from 'zod';
import { defineTool } from '../define-tool';
import { nextFactKeys, triviaFacts } from './builtin';
import { triviaTask } from './task';

const TOOL = 'trivia';
/** What a run records: the fact keys shown, in order. */
const shownSchema = z.object({ keys: z.array(z.string()).min(1) });

/**
 * Food Trivia (spec §2, §7): each call shows the next facts of one fixed cycle, continuing after the
 * last fact this member saw (read from their latest run only), so nothing repeats until all were shown.
 */
export const triviaTool = defineTool(triviaContract, (platform) => {
  // Computed once at start-up (about 0.1 s), so no member's request pays for it.
  const order = triviaFacts();
  return {
    async facts({ viewer }) {
      const [latest] = await platform.history.list(TOOL, viewer.id, 1);
      const shown = shownSchema.safeParse(latest?.request);
      const keys = nextFactKeys(order, viewer.id, shown.success ? shown.data.keys.at(-1)! : null);
      const result = await platform.ai.run(triviaTask, { keys }, { userId: viewer.id });
      await platform.history.record({ tool: TOOL, userId: viewer.id, request: { keys }, response: result.output, source: result.source });
      return { ...result.output, source: result.source };
    },
  };
});
