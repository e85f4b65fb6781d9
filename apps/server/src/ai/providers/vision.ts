import type { z } from 'zod';
import { withAiSdk } from './ai-sdk';

export interface VisionSettings {
  baseUrl: string;
  apiKey: string | undefined;
  visionModel: string;
  timeoutMs: number;
}

export interface VisionAnswer<T> {
  object: T;
  model: string;
  inputTokens: number | null;
  outputTokens: number | null;
}

/**
 * Asks an OpenAI-compatible vision model about one image. The image goes inline as a data URL (no
 * upload anywhere else); the answer is JSON checked against the caller's schema. There is no built-in
 * fallback: the kitchen engine cannot see, and a pretended identification would be worse than none.
 */
export function createVisionProvider(settings: VisionSettings) {
  const client = withAiSdk((sdk) => ({
    generateObject: sdk.ai.generateObject,
    model: sdk
      .createOpenAICompatible({ name: 'hearth-vision', baseURL: settings.baseUrl, apiKey: settings.apiKey, supportsStructuredOutputs: true })
      .chatModel(settings.visionModel),
  }));

  async function look<S extends z.ZodType>(request: {
    name: string;
    instructions: string;
    question: string;
    image: Buffer;
    mediaType: string;
    schema: S;
  }): Promise<VisionAnswer<z.output<S>>> {
    const { generateObject, model } = await client();
    const result = await generateObject({
      model,
      schema: request.schema as z.ZodType<unknown>,
      schemaName: request.name.replaceAll('-', '_'),
      system: request.instructions,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: request.question },
            { type: 'file', data: request.image, mediaType: request.mediaType },
          ],
        },
      ],
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(settings.timeoutMs),
    });
    return {
      object: request.schema.parse(result.object) as z.output<S>,
      model: settings.visionModel,
      inputTokens: result.usage.inputTokens ?? null,
      outputTokens: result.usage.outputTokens ?? null,
    };
  }

  return { look };
}

export type VisionProvider = ReturnType<typeof createVisionProvider>;
