import type { Config } from '../../config';
import { imageLibrary } from '../../storage/image-library';
import { encodeVariants, type ImageVariants } from '../../storage/images';
import { withAiSdk } from '../providers/ai-sdk';
import type { DishToDraw } from './illustration';
import { createIllustrator } from './illustrator-client';

/**
 * Makes pictures of dishes and ingredients, encoded in the sizes Hearth serves: the built-in illustrator by
 * default, or the configured image model (AI_IMAGE_MODEL on an OpenAI-compatible images API), falling back to
 * the illustrator.
 */
export interface ImageGenerator {
  dish(dish: DishToDraw & { title: string }): Promise<ImageVariants>;
  ingredient(name: string): Promise<ImageVariants>;
  /** Ends the illustrator's process, if one is running (the server is stopping). */
  close(): void;
}

export function createImageGenerator(config: Config['ai'], onModelError: (error: unknown) => void): ImageGenerator {
  const illustrator = createIllustrator();
  if (config.provider !== 'openai-compatible' || !config.imageModel || !config.baseUrl) return illustrator;
  const { baseUrl, apiKey, imageModel } = config;
  const client = withAiSdk((sdk) => ({
    generateImage: sdk.ai.generateImage,
    model: sdk.createOpenAICompatible({ name: 'hearth-ai', baseURL: baseUrl, apiKey }).imageModel(imageModel),
  }));
  const ask = async (prompt: string): Promise<ImageVariants | null> => {
    try {
      const { generateImage, model } = await client();
      const { image } = await generateImage({ model, prompt, size: '1024x1024', abortSignal: AbortSignal.timeout(config.timeoutMs * 2) });
      const sharp = await imageLibrary();
      return await encodeVariants(sharp(Buffer.from(image.uint8Array)));
    } catch (error) {
      onModelError(error);
      return null;
    }
  };
  return {
    dish: async (dish) =>
      (await ask(
        `An appetising overhead food photograph of "${dish.title}"${dish.cuisine ? `, ${dish.cuisine} cuisine` : ''}, made with ${dish.ingredients.slice(0, 8).join(', ')}. Natural light, no text.`,
      )) ?? (await illustrator.dish(dish)),
    ingredient: async (name) =>
      (await ask(`A clean studio photograph of ${name} as a cooking ingredient, on a neutral background, no text.`)) ?? (await illustrator.ingredient(name)),
    close: illustrator.close,
  };
}
