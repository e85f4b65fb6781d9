import type { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type * as AiSdk from 'ai';

export interface LoadedAiSdk {
  ai: typeof AiSdk;
  createOpenAICompatible: typeof createOpenAICompatible;
}

let loading: Promise<LoadedAiSdk> | undefined;

/**
 * The AI SDK, imported the first time an external model is asked. With the built-in engine alone it is never
 * needed, and loading it holds about 13 MB of heap and 30–50 MB of resident memory (decision 0038).
 */
export function loadAiSdk(): Promise<LoadedAiSdk> {
  loading ??= Promise.all([import('ai'), import('@ai-sdk/openai-compatible')]).then(([ai, compatible]) => ({ ai, createOpenAICompatible: compatible.createOpenAICompatible }));
  return loading;
}

/** A value made from the SDK on first use, then kept. */
export function withAiSdk<T>(make: (sdk: LoadedAiSdk) => T): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= loadAiSdk().then(make));
}
