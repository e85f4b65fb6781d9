import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client (spec §7)', () => {
  it('never retries, never refetches on focus, and keeps data fresh forever', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
