import type { QueryFunction } from '@tanstack/react-query';
import type { ErrorBody } from '@hearth/contracts';
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
      const { message, code, issues } = value as { message: string; code?: unknown; issues?: unknown };
      return {
        message,
        code: typeof code === 'string' ? code : 'UNKNOWN',
        ...(Array.isArray(issues) ? { issues: issues as NonNullable<ErrorBody['issues']> } : {}),
      };
    }
  } catch {
    // Not JSON: the caller falls back to the raw text.
  }
  return null;
}

/**
 * The message to show a person for a failed call: the server's `message` when the body has one, else the
 * text after the status, else the fallback. Used for "destructive toast with the server message" (spec §8).
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) {
    return error.body?.message || error.bodyText.trim() || fallback;
  }
  if (error instanceof Error && error.message) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match) return parseErrorBody(match[1] ?? '')?.message || match[1]?.trim() || fallback;
    return error.message;
  }
  return fallback;
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
 * so a feature can invalidate another feature's data without importing it). A 401 throws by default;
 * the current-user read passes `returnNull` so that signed out reads as null (spec §8).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = String(queryKey[0]);
    // The current user is asked for on every page load: public/early-requests.js may have started it already.
    const res = await (takeEarlyResponse(url) ?? fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal }));
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}
