import { isRecipeImportCode } from '@hearth/contracts';
import type recipeImportEn from '@/i18n/locales/en/recipeImport.json';
import type { Translate } from '@/i18n/runtime';
import { ApiError, errorMessage } from '@/lib/api';

type ImportT = Translate<typeof recipeImportEn>;

/**
 * A sentence the server sent as a code and its numbers beside the English (recipeImportCodedMessages in the
 * contracts): worded from the catalogue in the reader's language; a code this web does not know, or params
 * that do not fit its message, show the server's English.
 */
export function codedText(t: ImportT, { code, params, message }: { code: string; params?: Record<string, string | number>; message: string }): string {
  if (!isRecipeImportCode(code) || !params) return message;
  try {
    return t(`coded.${code}`, params);
  } catch {
    return message;
  }
}

/** What a failed import says: a coded refusal ('That page answered with an error (404)…') worded here, else the usual message. */
export function importErrorText(t: ImportT, error: unknown): string {
  const body = error instanceof ApiError ? error.body : null;
  return body && isRecipeImportCode(body.code) ? codedText(t, body) : errorMessage(error);
}
