import type { QueryFunction } from '@tanstack/react-query';
import { serverMessages, validation, type ErrorBody } from '@hearth/contracts';
import commonEn from '@/i18n/locales/en/common.json';
import offlineEn from '@/i18n/locales/en/offline.json';
import { specText, translator } from '@/i18n/runtime';
import { takeEarlyResponse } from './early-requests';

/**
 * The error every failed call raises (spec §8): its message is `${status}: ${body text || status text}`.
 * The parsed JSON error body (`{message, code, issues?}`, DESIGN §4) is kept alongside for screens that
 * show the server's message or map field issues back onto a form.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    readonly body: ErrorBody | null = parseErrorBody(bodyText),
  ) {
    super(formatApiErrorMessage(status, bodyText, statusText));
  }
}

/** `${status}: ${bodyText || statusText}` (spec §8). */
export function formatApiErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** Reads a `{message, code, issues?}` error body; anything else (HTML, plain text, empty) gives null. */
export function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
      const { message, code, issues, params } = value as { message: string; code?: unknown; issues?: unknown; params?: unknown };
      return {
        message,
        code: typeof code === 'string' ? code : 'UNKNOWN',
        ...(Array.isArray(issues) ? { issues: (issues as NonNullable<ErrorBody['issues']>).map(readableIssue) } : {}),
        ...(params && typeof params === 'object' && !Array.isArray(params) ? { params: params as NonNullable<ErrorBody['params']> } : {}),
      };
    }
  } catch {
    // Not JSON: the caller falls back to the raw text.
  }
  return null;
}

const offlineText = translator(offlineEn);

/**
 * The message to show a person for a failed call: the server's `message` when it was written for people
 * (readableServerMessage), else the fallback. Used for "destructive toast with the server message" (spec §8).
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  // The service worker's answer for a recipe not saved offline (app/pwa/service-worker.js) is the web's own sentence.
  if (error instanceof ApiError && error.body?.code === 'OFFLINE') return offlineText('notSaved');
  // The server speaks English; a sentence the contracts know is shown in the reader's language (decision 0036).
  return specText(serverText(error, fallback));
}

function serverText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return readableServerMessage(error.body) || fallback;
  if (error instanceof Error && error.message) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match) return readableServerMessage(parseErrorBody(match[1] ?? '')) || fallback;
    // fetch's own failure ('Failed to fetch', 'NetworkError when…') says nothing a reader can act on.
    return error instanceof TypeError ? fallback : error.message;
  }
  return fallback;
}

/**
 * Wording written for developers, not readers (issue 16, item 7): a schema library's own validation messages
 * ('Invalid input: expected number, received NaN', 'Too small: …'), which the server sends for a request the
 * web should not have made. Messages the contracts word ('Username must be at least 3 characters') pass.
 */
const LIBRARY_WORDING = /^(?:Invalid\b|Too (?:big|small):|Unrecognized keys?:)/;

// 'Please check this value.': shown under a field whose server issue was in the library's wording.
const commonText = translator(commonEn);

/**
 * The server's message when it was written for people, else null: not for a body that is not our error JSON
 * (a proxy's HTML page), the library's validation wording, Fastify's framework errors (bad JSON, wrong content
 * type) or an unknown route's 'Not found: GET /api/…'. The caller then shows its own friendly message.
 */
export function readableServerMessage(body: ErrorBody | null): string | null {
  if (!body) return null;
  if (body.code === 'VALIDATION' && LIBRARY_WORDING.test(body.message)) return null;
  if (body.code === 'BAD_REQUEST' || body.code.startsWith('FST_')) return null;
  if (body.code === 'NOT_FOUND' && body.message.startsWith(`${serverMessages.notFound}: `)) return null;
  return body.message;
}

/** A field issue as a form shows it: 'Required' for a missing value, never the library's wording. */
function readableIssue(issue: NonNullable<ErrorBody['issues']>[number]) {
  if (!LIBRARY_WORDING.test(issue.message)) return issue;
  return { ...issue, message: /received undefined$/.test(issue.message) ? validation.required : commonText('checkValue') };
}

/** Throws an ApiError for a non-ok response (spec §8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

/**
 * One call to the API (spec §7): cookies always sent, JSON bodies with a JSON content type.
 * Returns the ok response; a non-ok one throws.
 */
export async function apiRequest(method: string, url: string, data?: unknown, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  let body: BodyInit | undefined;
  if (data instanceof FormData) {
    body = data; // The browser sets the multipart boundary itself.
  } else if (data !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(data);
  }
  headers.set('Accept', 'application/json');
  const res = await fetch(url, { ...init, method, headers, body, credentials: 'include' });
  await throwIfResNotOk(res);
  return res;
}

/**
 * A GET through apiRequest, unless public/early-requests.js already started it while the app was loading
 * (lib/early-requests.ts): then that response, with the same error handling.
 */
export async function apiGet(url: string, init?: RequestInit): Promise<Response> {
  const early = takeEarlyResponse(url);
  if (!early) return apiRequest('GET', url, undefined, init);
  const res = await early;
  await throwIfResNotOk(res);
  return res;
}

/** Reads a JSON response body; an empty body (204) reads as null. */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The query function for GET calls. The query key's first element is the URL (the key *is* the URL,
 * so a feature can invalidate another feature's data without importing it), unless `url` says where the
 * data is read from (the current user: keyed '/api/user', read from /api/session). A 401 throws by default;
 * `returnNull` reads it as null (spec §8).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior; url?: string }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = options.url ?? String(queryKey[0]);
    // The current user is asked for on every page load: public/early-requests.js may have started it already.
    const res = await (takeEarlyResponse(url) ?? fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal }));
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}
