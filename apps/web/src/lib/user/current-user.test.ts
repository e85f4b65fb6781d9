import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { currentUserQueryOptions } from './current-user';

describe('the current-user read', () => {
  it('is not started again by a screen that mounts after it failed (an offline start looped on it)', async () => {
    const client = createQueryClient();
    let reads = 0;
    const unreachable = async () => {
      reads += 1;
      throw new TypeError('Failed to fetch');
    };
    const options = { ...currentUserQueryOptions, queryFn: unreachable };
    const first = new QueryObserver(client, options);
    const stopFirst = first.subscribe(() => undefined);
    await expect.poll(() => first.getCurrentResult().status).toBe('error');

    // The offline reader's recipe page mounts and reads the current user too.
    const second = new QueryObserver(client, options);
    const stopSecond = second.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.getCurrentResult()).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    expect(reads).toBe(1);

    // Try again still asks.
    await first.refetch();
    expect(reads).toBe(2);
    stopFirst();
    stopSecond();
  });
});
