import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type LanguageCode } from '@hearth/contracts';
import { parseCookies } from 'better-auth/cookies/utils';
import type { FastifyRequest } from 'fastify';

const CODES: readonly string[] = LANGUAGES.map((language) => language.code);
export const isLanguage = (value: unknown): value is LanguageCode => typeof value === 'string' && CODES.includes(value);

/**
 * The language of the account pages and emails: the one the web app last showed in this browser (it writes the
 * `hearth-language` cookie), else the best of the browser's languages Hearth speaks, else English.
 */
export function pageLanguage(request: Pick<FastifyRequest, 'cookies' | 'headers'>): LanguageCode {
  return chosenLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
}

/** The same choice from a Web request's headers, as Better Auth's endpoints see them (the account emails). */
export function headersLanguage(headers: Headers): LanguageCode {
  const cookies = headers.get('cookie');
  return chosenLanguage(cookies ? parseCookies(cookies).get(LANGUAGE_COOKIE) : undefined, headers.get('accept-language') ?? undefined);
}

function chosenLanguage(cookie: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  return isLanguage(cookie) ? cookie : (acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE);
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
