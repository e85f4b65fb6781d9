import { afterEach, describe, expect, it } from 'vitest';
import { createCacheGroup, type CacheGroup } from './read-cache';
import { redisConnector } from './redis';

/** A load whose answer the test releases by hand, counting how often it ran. */
function controlledLoad<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const groups: CacheGroup[] = [];
afterEach(async () => {
  for (const group of groups.splice(0)) await group.close();
});

function group(options: Parameters<typeof createCacheGroup>[0]) {
  const created = createCacheGroup(options);
  groups.push(created);
  return created;
}

describe('read caches', () => {
  it('shares one load between concurrent misses and serves it while fresh', async () => {
    let time = 0;
    const cache = group({ ttlMs: 1000, now: () => time }).cache<string>({ maxEntries: 10 });
    const { load, calls } = controlledLoad<string>();
    const first = cache.get('browse', load);
    const second = cache.get('browse', load);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('page 1');
    expect(await Promise.all([first, second])).toEqual(['page 1', 'page 1']);
    time = 999;
    expect(await cache.get('browse', load)).toBe('page 1');
    expect(calls).toHaveLength(1);
    time = 1000;
    const reloaded = cache.get('browse', load);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('page 1 again');
    expect(await reloaded).toBe('page 1 again');
  });

  it('serves a stale entry while one reload runs, then the reloaded value', async () => {
    let time = 0;
    const cache = group({ ttlMs: 1000, now: () => time }).cache<number>({ freshMs: 100, staleMs: 1000, maxEntries: 10 });
    const { load, calls } = controlledLoad<number>();
    const first = cache.get('curated', load);
    calls[0]!.resolve(1);
    await first;
    time = 500;
    expect(await cache.get('curated', load)).toBe(1);
    expect(await cache.get('curated', load)).toBe(1);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(2);
    await Promise.resolve();
    expect(await cache.get('curated', load)).toBe(2);
    time = 2000;
    void cache.get('curated', load);
    expect(calls).toHaveLength(3);
  });

  it('forgets everything on invalidate, and never stores a load that began before it', async () => {
    const caches = group({ ttlMs: 60_000 });
    const viewers = caches.cache<string>({ maxEntries: 10 });
    const lists = caches.cache<string>({ maxEntries: 10 });
    expect(await viewers.get('cookie', async () => 'Ana, pending')).toBe('Ana, pending');
    expect(await lists.get('browse', async () => 'old list')).toBe('old list');
    const { load, calls } = controlledLoad<string>();
    const inFlight = lists.get('trending', load);
    caches.invalidate();
    calls[0]!.resolve('read before the write');
    expect(await inFlight).toBe('read before the write');
    expect(await viewers.get('cookie', async () => 'Ana, approved')).toBe('Ana, approved');
    expect(await lists.get('browse', async () => 'new list')).toBe('new list');
    expect(await lists.get('trending', async () => 'trending after the write')).toBe('trending after the write');
  });

  it('does not remember failures', async () => {
    const cache = group({ ttlMs: 60_000 }).cache<string>({ maxEntries: 10 });
    await expect(cache.get('detail:1', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('detail:1', async () => 'Paneer Tikka')).toBe('Paneer Tikka');
  });

  it('keeps at most maxEntries, dropping the least recently loaded', async () => {
    const cache = group({ ttlMs: 60_000 }).cache<string>({ maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });

  it('is switched off by a zero time to live', async () => {
    const cache = group({ ttlMs: 0 }).cache<number>({ maxEntries: 10 });
    let n = 0;
    expect(await cache.get('x', async () => ++n)).toBe(1);
    expect(await cache.get('x', async () => ++n)).toBe(2);
  });

  // Several instances behind a load balancer: a write on one clears the others through Redis.
  it.runIf(process.env.TEST_REDIS_URL)('tells the other instances through Redis', async () => {
    const redisUrl = process.env.TEST_REDIS_URL!;
    const redis = await redisConnector(redisUrl);
    const first = group({ ttlMs: 60_000, redis });
    const second = group({ ttlMs: 60_000, redis });
    const onSecond = second.cache<string>({ maxEntries: 10 });
    // Let both subscriptions settle before publishing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await onSecond.get('browse', async () => 'before')).toBe('before');
    first.invalidate();
    await expect.poll(() => onSecond.get('browse', async () => 'after'), { timeout: 5000, interval: 50 }).toBe('after');
  });
});
