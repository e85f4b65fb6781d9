import { randomBytes } from 'node:crypto';
import { UPLOAD_MAX_BYTES, recipeMessages, validation } from '@hearth/contracts';
import type { Sharp } from 'sharp';
import { AppError } from '../errors';
import { mediaUrl, type FileStore } from './file-store';
import { imageLibrary } from './image-library';

/** A decompression-bomb guard: no upload may decode to more than this many pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const FULL_WIDTH = 1600;
const CARD_SIZE = { width: 640, height: 480 };
const AVATAR_SIZE = 256;

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** The real type of an upload, from its first bytes; the client's name and type are ignored. */
export function sniffImageType(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export interface StoredImage {
  storageKey: string;
  fullUrl: string;
  cardUrl: string;
}

/**
 * Checks an upload (size, magic bytes, pixel count) and re-encodes it: rotated upright, metadata
 * stripped, as WebP in a full and a card size under server-made names. Anything appended to the
 * file (an HTML polyglot, say) does not survive re-encoding.
 */
export async function processUpload(bytes: Buffer, store: FileStore, folder: 'recipes' | 'ingredients'): Promise<StoredImage> {
  return storeImageVariants(await checkUpload(bytes), store, folder);
}

/** A square profile picture, re-encoded like every upload, small enough for the sidebar and admin tables. */
export async function processAvatarUpload(bytes: Buffer, store: FileStore): Promise<string> {
  const image = await checkUpload(bytes);
  let avatar: Buffer;
  try {
    avatar = await image.rotate().resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw new AppError('INVALID_IMAGE', 415, recipeMessages.imageUnreadable);
  }
  const key = `avatars/${randomBytes(12).toString('base64url')}.webp`;
  await store.put(key, avatar, 'image/webp');
  return mediaUrl(key);
}

/** The store key behind one of our avatar URLs, or null for anything else (an https picture, none). */
export function avatarKey(url: string | null): string | null {
  const match = url?.match(/^\/media\/(avatars\/[A-Za-z0-9_-]+\.webp)$/);
  return match ? match[1]! : null;
}

/** Size, magic bytes and pixel count: an upload that passes can be decoded safely. */
export async function checkUpload(bytes: Buffer): Promise<Sharp> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', 413, validation.fileTooLarge.description);
  if (!sniffImageType(bytes)) throw new AppError('INVALID_FILE_TYPE', 415, validation.invalidFileType.description);
  try {
    const sharp = await imageLibrary();
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const metadata = await image.metadata();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new AppError('IMAGE_TOO_BIG', 413, recipeMessages.imageTooManyPixels);
    return image;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test(String(error))) throw new AppError('IMAGE_TOO_BIG', 413, recipeMessages.imageTooManyPixels);
    throw new AppError('INVALID_IMAGE', 415, recipeMessages.imageUnreadable);
  }
}

/** A picture encoded in the two sizes Hearth serves: full width for the recipe page, a cropped card for lists. */
export interface ImageVariants {
  full: Buffer;
  card: Buffer;
}

/** Encodes an image (uploaded or generated), turned upright, in both sizes as WebP. */
export async function encodeVariants(image: Sharp): Promise<ImageVariants> {
  const upright = image.rotate();
  try {
    const [full, card] = await Promise.all([
      upright.clone().resize({ width: FULL_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      upright
        .clone()
        .resize({ ...CARD_SIZE, fit: 'cover', position: 'attention' })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { full, card };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new AppError('IMAGE_TOO_BIG', 413, recipeMessages.imageTooManyPixels);
    throw new AppError('INVALID_IMAGE', 415, recipeMessages.imageUnreadable);
  }
}

/** Writes both sizes of a picture to the store under a fresh key. */
export async function storeVariants({ full, card }: ImageVariants, store: FileStore, folder: 'recipes' | 'ingredients'): Promise<StoredImage> {
  const id = randomBytes(12).toString('base64url');
  const fullKey = `${folder}/${id}-full.webp`;
  const cardKey = `${folder}/${id}-card.webp`;
  await store.put(fullKey, full, 'image/webp');
  await store.put(cardKey, card, 'image/webp');
  return { storageKey: `${folder}/${id}`, fullUrl: mediaUrl(fullKey), cardUrl: mediaUrl(cardKey) };
}

/** Encodes and stores an image (an upload, or a picture from the image model). */
export async function storeImageVariants(image: Sharp, store: FileStore, folder: 'recipes' | 'ingredients'): Promise<StoredImage> {
  return storeVariants(await encodeVariants(image), store, folder);
}

/** The file keys behind a stored image. */
export const variantKeys = (storageKey: string) => [`${storageKey}-full.webp`, `${storageKey}-card.webp`];
