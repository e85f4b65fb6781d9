import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type LanguageCode } from '@hearth/contracts';
import type { FastifyRequest } from 'fastify';

const CODES: readonly string[] = LANGUAGES.map((language) => language.code);
export const isLanguage = (value: unknown): value is LanguageCode => typeof value === 'string' && CODES.includes(value);

/**
 * The language of the account pages: the one the web app last showed in this browser (it writes the
 * `hearth-language` cookie), else the best of the browser's languages Hearth speaks, else English.
 */
export function pageLanguage(request: Pick<FastifyRequest, 'cookies' | 'headers'>): LanguageCode {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/**
 * The Accept-Language entry with the highest weight whose language Hearth speaks (`es-MX` counts as `es`);
 * among equal weights the first listed. `q=0` means "not this one".
 */
export function acceptedLanguage(header: string | undefined): LanguageCode | null {
  let best: { language: LanguageCode; weight: number } | null = null;
  for (const entry of (header ?? '').split(',').slice(0, 20)) {
    const [tag = '', ...params] = entry.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (isLanguage(language) && weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? null;
}
