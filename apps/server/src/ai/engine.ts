import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { AiCallsRepository } from './ai-calls.repository';
import { createOpenAiCompatibleProvider, type OpenAiCompatibleProvider } from './providers/openai-compatible';
import type { AiResult, AiTask } from './task';

export const AI_UNAVAILABLE = 'The AI service is not answering right now. Please try again in a moment.';
export const AI_CHECK_FAILED = 'We could not put together an answer that fits your diet and allergies. Please try different wording.';

/** The task's domain check; problems become an error whose message names them. */
function checked<I extends z.ZodType, O extends z.ZodType>(task: AiTask<I, O>, input: z.output<I>, output: z.output<O>): z.output<O> {
  const problems = task.check?.(input, output) ?? [];
  if (problems.length) throw new DomainCheckError(problems);
  return output;
}

class DomainCheckError extends Error {
  constructor(readonly problems: string[]) {
    super(`answer rejected: ${problems.join('; ')}`);
  }
}

export interface AiEngine {
  /** Runs a task on the configured provider; every answer is checked against the task's output schema. */
  run<I extends z.ZodType, O extends z.ZodType>(task: AiTask<I, O>, input: z.input<I>, context: { userId: string | null }): Promise<AiResult<z.output<O>>>;
  readonly provider: 'builtin' | 'openai-compatible';
}

export function createAiEngine(deps: { config: Config['ai']; calls: AiCallsRepository; log: FastifyBaseLogger; model?: OpenAiCompatibleProvider }): AiEngine {
  const { config, calls, log } = deps;
  const model =
    deps.model ??
    (config.provider === 'openai-compatible'
      ? createOpenAiCompatibleProvider({ baseUrl: config.baseUrl!, apiKey: config.apiKey, textModel: config.textModel!, timeoutMs: config.timeoutMs, retries: 2 })
      : undefined);

  const record = (entry: Parameters<AiCallsRepository['record']>[0]) =>
    calls.record(entry).catch((error) => log.warn({ err: error, task: entry.task }, 'could not record AI call'));

  return {
    provider: model ? 'openai-compatible' : 'builtin',
    async run(task, rawInput, context) {
      const input = task.input.parse(rawInput);
      let started = performance.now();
      if (model) {
        try {
          const answer = await model.ask(task, input);
          const output = checked(task, input, task.output.parse(answer.object));
          await record({
            task: task.name,
            userId: context.userId,
            provider: 'openai-compatible',
            model: answer.model,
            latencyMs: elapsed(started),
            inputTokens: answer.inputTokens,
            outputTokens: answer.outputTokens,
            outcome: 'ok',
          });
          return { output, source: 'model', model: answer.model };
        } catch (error) {
          const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
          log.warn({ task: task.name, err: message }, 'AI model call failed');
          await record({
            task: task.name,
            userId: context.userId,
            provider: 'openai-compatible',
            model: config.textModel ?? null,
            latencyMs: elapsed(started),
            outcome: config.fallback ? 'fallback' : 'error',
            error: message,
          });
          if (!config.fallback) throw new AppError('AI_UNAVAILABLE', 503, AI_UNAVAILABLE);
          started = performance.now();
        }
      }
      let output: ReturnType<typeof task.output.parse>;
      try {
        output = checked(task, input, task.output.parse(await task.builtin(input)));
      } catch (error) {
        // The built-in engine is tested never to break its own rules; if it ever does, the member gets a
        // clear 422 and the problem is logged, rather than an answer that breaks their diet.
        const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
        log.error({ task: task.name, err: message }, 'built-in answer failed its check');
        await record({ task: task.name, userId: context.userId, provider: 'builtin', model: null, latencyMs: elapsed(started), outcome: 'error', error: message });
        if (error instanceof DomainCheckError) throw new AppError('AI_CHECK_FAILED', 422, AI_CHECK_FAILED);
        throw error;
      }
      await record({ task: task.name, userId: context.userId, provider: 'builtin', model: null, latencyMs: elapsed(started), outcome: 'ok' });
      return { output, source: 'builtin', model: null };
    },
  };
}

const elapsed = (started: number) => Math.round(performance.now() - started);
