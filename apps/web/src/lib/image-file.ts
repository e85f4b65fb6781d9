import { UPLOAD_MAX_BYTES, validation } from '@hearth/contracts';

/** Image types an upload may have (spec §5: JPEG, JPG, PNG, WebP or GIF). The server checks the bytes again. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;

/** The file input's `accept` list. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Why a chosen file cannot be uploaded ('Invalid file type' / 'File too large'), or null when it can. */
export function checkImageFile(file: { type: string; size: number; name: string }): { title: string; description: string } | null {
  // Some systems give no type for a file; then its name decides.
  const typeOk = file.type ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return validation.invalidFileType;
  if (file.size > UPLOAD_MAX_BYTES) return validation.fileTooLarge;
  return null;
}
