import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, formatApiErrorMessage, getQueryFn, parseErrorBody } from './api';

function respond(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API error message (spec §8)', () => {
  it('is the status, a colon and a space, then the body text', () => {
    expect(formatApiErrorMessage(400, '{"message":"Bad","code":"VALIDATION"}', 'Bad Request')).toBe('400: {"message":"Bad","code":"VALIDATION"}');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(formatApiErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });

  it('is what a failed request throws, with the parsed body alongside', async () => {
    vi.stubGlobal('fetch', respond(409, '{"message":"Username is taken","code":"CONFLICT"}', 'Conflict'));
    const error = await apiRequest('POST', '/api/profile', { username: 'ann' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Username is taken","code":"CONFLICT"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body).toEqual({ message: 'Username is taken', code: 'CONFLICT' });
  });

  it('uses the status text for an empty error body', async () => {
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('errorMessage', () => {
  it("shows the server's message", () => {
    expect(errorMessage(new ApiError(400, '{"message":"Username must be at least 3 characters","code":"VALIDATION"}', ''))).toBe('Username must be at least 3 characters');
  });

  it('shows a plain-text body as it is', () => {
    expect(errorMessage(new ApiError(500, 'Internal failure', 'Internal Server Error'))).toBe('Internal failure');
  });

  it('reads the message out of a formatted Error from elsewhere', () => {
    expect(errorMessage(new Error('404: {"message":"Not found","code":"NOT_FOUND"}'))).toBe('Not found');
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
  });

  it('uses the fallback when there is nothing to show', () => {
    expect(errorMessage(undefined, 'Something went wrong')).toBe('Something went wrong');
    expect(errorMessage(new ApiError(500, '', ''), 'Try again')).toBe('Try again');
  });
});

describe('parseErrorBody', () => {
  it('keeps message, code and issues', () => {
    expect(parseErrorBody('{"message":"Invalid","code":"VALIDATION","issues":[{"path":["username"],"message":"Too short"}]}')).toEqual({
      message: 'Invalid',
      code: 'VALIDATION',
      issues: [{ path: ['username'], message: 'Too short' }],
    });
  });

  it('ignores bodies that are not error JSON', () => {
    expect(parseErrorBody('<html>')).toBeNull();
    expect(parseErrorBody('[]')).toBeNull();
    expect(parseErrorBody('')).toBeNull();
  });
});

describe('requests (spec §7)', () => {
  it('send cookies, and JSON bodies with a JSON content type', async () => {
    const fetchMock = respond(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/profile', { username: 'ann' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"username":"ann"}');
  });

  it('send no content type without a body', async () => {
    const fetchMock = respond(200, '');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/admin/users/1/ban');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });
});

describe('getQueryFn', () => {
  const context = (url: string) => ({ queryKey: [url], signal: new AbortController().signal }) as never;

  it('reads a 401 as null when asked to (the current user)', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Please sign in","code":"UNAUTHENTICATED"}'));
    await expect(getQueryFn({ on401: 'returnNull' })(context('/api/user'))).resolves.toBeNull();
  });

  it('throws on a 401 by default', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Please sign in","code":"UNAUTHENTICATED"}'));
    await expect(getQueryFn({ on401: 'throw' })(context('/api/profile'))).rejects.toThrow(/^401: /);
  });

  it('fetches the URL in the query key with cookies', async () => {
    const fetchMock = respond(200, '{"id":"u1"}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'throw' })(context('/api/user'))).resolves.toEqual({ id: 'u1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user');
    expect(init.credentials).toBe('include');
  });
});
