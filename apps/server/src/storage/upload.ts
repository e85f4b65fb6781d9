import { recipeMessages, validation } from '@hearth/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** Reads the multipart field `image` (spec §7) into memory, refusing anything over the size limit. */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badRequest(recipeMessages.imageRequired);
  const file = await request.file();
  if (!file || file.fieldname !== 'image') throw AppError.badRequest(recipeMessages.imageRequired);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', 413, validation.fileTooLarge.description);
    throw error;
  }
}
