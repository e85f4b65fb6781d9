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

  it('never shows a body that is not our error JSON (a proxy’s page, plain text)', () => {
    expect(errorMessage(new ApiError(500, 'Internal failure', 'Internal Server Error'))).toBe('Something went wrong');
    expect(errorMessage(new ApiError(502, '<html><h1>502 Bad Gateway</h1></html>', 'Bad Gateway'), 'Try again')).toBe('Try again');
  });

  it('never shows the validation library’s own wording: the caller’s friendly message instead (issue 16, item 7)', () => {
    const raw = (message: string, code = 'VALIDATION') => new ApiError(400, JSON.stringify({ message, code, issues: [{ path: ['id'], message }] }), 'Bad Request');
    expect(errorMessage(raw('Invalid input: expected number, received NaN'), 'Recipe Not Found')).toBe('Recipe Not Found');
    expect(errorMessage(raw('Too small: expected string to have >=1 characters'))).toBe('Something went wrong');
    expect(errorMessage(raw('Unrecognized key: "x"'))).toBe('Something went wrong');
    expect(errorMessage(raw('Invalid option: expected one of "a"|"b"'))).toBe('Something went wrong');
    // Framework errors and an unknown route's path are not for readers either.
    expect(errorMessage(raw("Body cannot be empty when content-type is set to 'application/json'", 'FST_ERR_CTP_EMPTY_JSON_BODY'))).toBe('Something went wrong');
    expect(errorMessage(new ApiError(404, '{"message":"Not found: GET /api/nothing","code":"NOT_FOUND"}', ''), 'Gone')).toBe('Gone');
    // Messages the contracts word are shown.
    expect(errorMessage(raw('Title must be at least 3 characters'))).toBe('Title must be at least 3 characters');
    expect(errorMessage(new ApiError(404, '{"message":"Recipe not found","code":"NOT_FOUND"}', ''))).toBe('Recipe not found');
  });

  it('a network failure shows the fallback, not the browser’s words', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to fetch recipes')).toBe('Failed to fetch recipes');
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

  it('words field issues for readers: Required for a missing value, a plain request to check otherwise', () => {
    const body = parseErrorBody(
      JSON.stringify({
        message: 'Invalid input',
        code: 'VALIDATION',
        issues: [
          { path: ['username'], message: 'Invalid input: expected string, received undefined' },
          { path: ['servings'], message: 'Invalid input: expected number, received NaN' },
          { path: ['title'], message: 'Title must be at least 3 characters' },
        ],
      }),
    );
    expect(body?.issues?.map((issue) => issue.message)).toEqual(['Required', 'Please check this value.', 'Title must be at least 3 characters']);
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

  it('fetches the URL it is given instead, when given one (the current user: keyed /api/user, read from /api/session)', async () => {
    const fetchMock = respond(200, 'null');
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'returnNull', url: '/api/session' })(context('/api/user'))).resolves.toBeNull();
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/session');
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
