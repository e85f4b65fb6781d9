import type { z } from 'zod';
import { delimitedData, type AnyAiTask } from '../task';
import { withAiSdk, type LoadedAiSdk } from './ai-sdk';

export interface ModelSettings {
  baseUrl: string;
  apiKey: string | undefined;
  textModel: string;
  timeoutMs: number;
  /** Extra tries on transient failures (network, 429, 5xx), with exponential backoff. */
  retries: number;
}

export interface ModelAnswer {
  object: unknown;
  model: string;
  inputTokens: number | null;
  outputTokens: number | null;
}

/**
 * Asks any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, LM Studio, OpenRouter)
 * for JSON that matches the task's schema. The caller still checks the answer against the schema.
 */
export function createOpenAiCompatibleProvider(settings: ModelSettings) {
  const client = withAiSdk((sdk) => ({
    sdk,
    model: sdk.createOpenAICompatible({ name: 'hearth-ai', baseURL: settings.baseUrl, apiKey: settings.apiKey, supportsStructuredOutputs: true }).chatModel(settings.textModel),
  }));

  async function ask(task: AnyAiTask, input: unknown): Promise<ModelAnswer> {
    const { sdk, model } = await client();
    let attempt = 0;
    for (;;) {
      try {
        const result = await sdk.ai.generateObject({
          model,
          schema: task.output as z.ZodType<unknown>,
          schemaName: task.name.replaceAll('-', '_'),
          system: task.instructions,
          prompt: delimitedData(task.data(input)),
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(settings.timeoutMs),
        });
        return { object: result.object, model: settings.textModel, inputTokens: result.usage.inputTokens ?? null, outputTokens: result.usage.outputTokens ?? null };
      } catch (error) {
        if (attempt >= settings.retries || !isTransient(sdk, error)) throw error;
        attempt += 1;
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
      }
    }
  }

  return { name: 'openai-compatible' as const, ask };
}

export type OpenAiCompatibleProvider = ReturnType<typeof createOpenAiCompatibleProvider>;

function isTransient({ ai }: LoadedAiSdk, error: unknown): boolean {
  if (ai.APICallError.isInstance(error)) return error.isRetryable || (error.statusCode !== undefined && (error.statusCode === 429 || error.statusCode >= 500));
  const name = (error as { name?: string })?.name;
  return name === 'TypeError' || name === 'FetchError';
}
