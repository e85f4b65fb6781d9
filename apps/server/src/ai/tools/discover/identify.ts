import { DISCOVER_INGREDIENT_MAX_CHARS, DISCOVER_MAX_INGREDIENTS, discoverMessages, mergeIngredients, recipeMessages } from '@hearth/contracts';
import { z } from 'zod';
import type { Config } from '../../../config';
import { AppError } from '../../../errors';
import { checkUpload } from '../../../storage/images';
import type { AiCallsRepository } from '../../ai-calls.repository';
import { AI_UNAVAILABLE } from '../../engine';
import { createVisionProvider, type VisionProvider } from '../../providers/vision';
import type { UploadedFile } from '../define-tool';

export const IDENTIFY_TASK = 'discover-identify-ingredients';

/** The longest side sent to the model: enough to tell a leek from a spring onion, small enough to be quick. */
const VISION_MAX_SIDE = 1280;

const identificationSchema = z.object({
  ingredients: z.array(z.string().trim().min(1).max(DISCOVER_INGREDIENT_MAX_CHARS)).max(DISCOVER_MAX_INGREDIENTS),
});

const INSTRUCTIONS = [
  'You identify raw food ingredients in a photo of someone’s kitchen, fridge, counter or shopping.',
  'List each distinct ingredient you can clearly see, by its common English name in the singular (for example "tomato", "red onion", "chickpea").',
  'Name only what is visible. Do not guess what might be inside closed packages or hidden, and do not list dishes, utensils or brands.',
  'If you are unsure what something is, leave it out. If no food is visible, answer with an empty list.',
  'Answer only with JSON: {"ingredients": [...]}.',
].join('\n');

/**
 * The photo checked as recipe uploads are (size, real type from the first bytes, pixel count), then
 * re-encoded: turned upright, shrunk, and written as a fresh JPEG, so no metadata (a phone's GPS
 * position) and nothing appended to the file reaches the model.
 */
export async function preparePhoto(bytes: Buffer): Promise<Buffer> {
  const image = await checkUpload(bytes);
  try {
    return await image
      .rotate()
      .resize({ width: VISION_MAX_SIDE, height: VISION_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new AppError('IMAGE_TOO_BIG', 413, recipeMessages.imageTooManyPixels);
    throw new AppError('INVALID_IMAGE', 415, recipeMessages.imageUnreadable);
  }
}

/** The vision model, when this server has one: AI_PROVIDER=openai-compatible, AI_BASE_URL and AI_VISION_MODEL. */
export function visionProviderOf(config: Config['ai']): VisionProvider | null {
  if (config.provider !== 'openai-compatible' || !config.baseUrl || !config.visionModel) return null;
  return createVisionProvider({ baseUrl: config.baseUrl, apiKey: config.apiKey, visionModel: config.visionModel, timeoutMs: config.timeoutMs });
}

/**
 * The ingredients a vision model sees in the photo, merged without duplicates. Each call is recorded in
 * ai_calls like the engine's; a failure is a clear 503, never a guessed list.
 */
export async function identifyIngredients(
  deps: { config: Config['ai']; vision: VisionProvider | null; calls: AiCallsRepository; userId: string },
  file: UploadedFile,
): Promise<string[]> {
  const photo = await preparePhoto(file.bytes);
  if (!deps.vision) throw new AppError('VISION_NOT_CONFIGURED', 422, discoverMessages.visionNotConfigured);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const answer = await deps.vision.look({
      name: IDENTIFY_TASK,
      instructions: INSTRUCTIONS,
      question: 'Which ingredients are in this photo?',
      image: photo,
      mediaType: 'image/jpeg',
      schema: identificationSchema,
    });
    await deps.calls.record({
      task: IDENTIFY_TASK,
      userId: deps.userId,
      provider: 'openai-compatible',
      model: answer.model,
      latencyMs: elapsed(),
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
      outcome: 'ok',
    });
    return mergeIngredients(answer.object.ingredients.map((name) => name.toLowerCase()));
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
    await deps.calls.record({
      task: IDENTIFY_TASK,
      userId: deps.userId,
      provider: 'openai-compatible',
      model: deps.config.visionModel ?? null,
      latencyMs: elapsed(),
      outcome: 'error',
      error: message,
    });
    throw new AppError('AI_UNAVAILABLE', 503, AI_UNAVAILABLE);
  }
}
