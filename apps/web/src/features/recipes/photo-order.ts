import { errors as errorCopy, RECIPE_PHOTOS_MAX, recipePhotoMessages } from '@hearth/contracts';
import { checkImageFile } from '@/lib/image-file';
import { errorMessage } from '@/lib/api';

/** The list with the item at `index` moved one place left (-1) or right (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export interface PhotoProblem {
  title: string;
  description: string;
}

/**
 * Which of the chosen files may be added, in the order chosen: image types up to 5MB only (spec §5), and
 * no more than the recipe has room for. `problem` says why any were left out (the first reason found).
 */
export function pickPhotos<F extends { type: string; size: number; name: string }>(files: readonly F[], alreadyThere: number): { accepted: F[]; problem: PhotoProblem | null } {
  const accepted: F[] = [];
  let problem: PhotoProblem | null = null;
  for (const file of files) {
    const fault = checkImageFile(file);
    if (fault) {
      problem ??= fault;
      continue;
    }
    if (alreadyThere + accepted.length >= RECIPE_PHOTOS_MAX) {
      problem ??= { title: errorCopy.uploadFailed.title, description: recipePhotoMessages.tooMany };
      continue;
    }
    accepted.push(file);
  }
  return { accepted, problem };
}

/**
 * Sends the files one after another, so they arrive, and are kept, in the order chosen. A failure does
 * not stop the rest; it is reported with the server's message (spec §8 'Upload failed').
 */
export async function uploadInOrder<F extends { name: string }>(files: readonly F[], upload: (file: F) => Promise<unknown>, onProgress?: (done: number) => void) {
  const failures: { name: string; message: string }[] = [];
  for (const [index, file] of files.entries()) {
    try {
      await upload(file);
    } catch (error) {
      failures.push({ name: file.name, message: errorMessage(error, errorCopy.uploadFailed.fallback) });
    }
    onProgress?.(index + 1);
  }
  return { added: files.length - failures.length, failures };
}
