import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRecipeId, recipeQueryOptions } from './get-recipe';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs the recipe query's function as TanStack Query would, with `fetch` answering `status`. */
async function readRecipe(id: string, status = 200, body: unknown = { id: 7, title: 'Dal' }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  const options = recipeQueryOptions(id);
  const context = { queryKey: options.queryKey, signal: new AbortController().signal, meta: undefined } as unknown as Parameters<NonNullable<typeof options.queryFn>>[0];
  const result = await (options.queryFn as (c: typeof context) => Promise<unknown>)(context);
  return { result, calls: fetchMock.mock.calls.length };
}

describe('reading a recipe by the id in the address (issue 16, item 7)', () => {
  it('an id that cannot name a recipe is Not Found without asking the server', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '12abc', '99999999999', '']) {
      expect(await readRecipe(id), id).toEqual({ result: null, calls: 0 });
    }
  });

  it('a real id is fetched; 404 and 400 read as not found', async () => {
    expect(await readRecipe('7')).toEqual({ result: { id: 7, title: 'Dal' }, calls: 1 });
    expect((await readRecipe('7', 404, { message: 'Recipe not found', code: 'NOT_FOUND' })).result).toBeNull();
    expect((await readRecipe('7', 400, { message: 'Invalid input: expected number, received NaN', code: 'VALIDATION' })).result).toBeNull();
  });

  it('isRecipeId accepts whole numbers up to the largest id', () => {
    expect(isRecipeId('1')).toBe(true);
    expect(isRecipeId('2147483647')).toBe(true);
    expect(isRecipeId('2147483648')).toBe(false);
    expect(isRecipeId('007')).toBe(false);
  });
});
