import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BROWSE_STATE } from '@/features/recipes/browse-state';
import { browseListUrl, browsePageUrl } from '@/features/recipes/list-recipes';

const script = readFileSync(fileURLToPath(new URL('../../public/early-requests.js', import.meta.url)), 'utf8');

/** Runs public/early-requests.js on a stand-in page at `url`; returns what it fetched and left on window. */
function runScript(url: string, preset?: Record<string, unknown>) {
  const fetched: string[] = [];
  const appended: { rel: string; href: string }[] = [];
  const window: { location: URL; hearthEarlyRequests?: Record<string, unknown> } = { location: new URL(url, 'http://hearth.test'), hearthEarlyRequests: preset };
  const fetch = (requestUrl: string) => {
    fetched.push(requestUrl);
    return Promise.resolve(new Response('[]', { status: 200 }));
  };
  const document = {
    createElement: () => ({ rel: '', href: '', setAttribute() {} }),
    head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
  };
  runInNewContext(script, { window, document, fetch });
  return { fetched, requests: window.hearthEarlyRequests, appended };
}

describe('early requests (public/early-requests.js)', () => {
  it('starts /api/session on every page', () => {
    expect(runScript('/').fetched).toEqual(['/api/session']);
    expect(runScript('/recipe/12').fetched).toEqual(['/api/session']);
  });

  it("starts the default browse view's first page, the URL the browse list asks for", () => {
    const { fetched, requests } = runScript('/recipes');
    const firstPage = browsePageUrl(browseListUrl(DEFAULT_BROWSE_STATE), 0);
    expect(fetched).toEqual(['/api/session', firstPage]);
    expect(Object.keys(requests ?? {})).toEqual(['/api/session', firstPage]);
  });

  it('leaves other browse views to the app', () => {
    expect(runScript('/recipes?tab=curated').fetched).toEqual(['/api/session']);
  });

  it('does nothing once the app has claimed the requests', () => {
    expect(runScript('/recipes', {}).fetched).toEqual([]);
  });
});

describe('taking an early response', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function withEarly(responses: Record<string, Promise<Response>>) {
    vi.stubGlobal('window', { hearthEarlyRequests: responses });
    vi.resetModules(); // The module reads window when it loads.
    return import('./early-requests');
  }

  it('gives each response once', async () => {
    const response = Promise.resolve(new Response('{}'));
    const { takeEarlyResponse } = await withEarly({ '/api/session': response });
    expect(takeEarlyResponse('/api/session', 100)).toBe(response);
    expect(takeEarlyResponse('/api/session', 100)).toBeUndefined();
    expect(takeEarlyResponse('/api/recipes', 100)).toBeUndefined();
  });

  it('not once the page has long started: later reads fetch afresh', async () => {
    const { takeEarlyResponse, EARLY_RESPONSE_MAX_AGE_MS } = await withEarly({ '/api/session': Promise.resolve(new Response('{}')) });
    expect(takeEarlyResponse('/api/session', EARLY_RESPONSE_MAX_AGE_MS + 1)).toBeUndefined();
    expect(takeEarlyResponse('/api/session', 100)).toBeUndefined();
  });

  it("the current user's query, keyed '/api/user', takes the script's /api/session response", async () => {
    await withEarly({ '/api/session': Promise.resolve(new Response('null', { status: 200 })) });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { currentUserQueryOptions } = await import('./user/current-user');
    const read = currentUserQueryOptions.queryFn!;
    const context = { queryKey: ['/api/user'], signal: new AbortController().signal } as unknown as Parameters<typeof read>[0];
    expect(await read(context)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
