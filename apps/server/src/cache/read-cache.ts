import { randomUUID } from 'node:crypto';
import type { ConnectRedis } from './redis';

/**
 * Short-lived, in-process caches for reads that many requests share: the session's viewer, list pages,
 * recipe details (docs/decisions/0018-read-caches.md). Every cache belongs to one group, and any write
 * clears the whole group, so a member always sees their own change on the next request.
 */
export interface ReadCache<T> {
  /** The cached value, or `load()`'s; concurrent misses for one key share a single load. */
  get(key: string, load: () => Promise<T>): Promise<T>;
}

export interface CacheGroup {
  /** A cache whose entries are fresh for `freshMs`; until `staleMs` a stale entry is served while it reloads. */
  cache<T>(options: { freshMs?: number; staleMs?: number; maxEntries: number }): ReadCache<T>;
  /** Forgets every entry in every cache of the group (here, and on the other instances when Redis is set). */
  invalidate(): void;
  /** Resolves when Redis answers (at once without Redis); the readiness check (GET /readyz) uses it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface Entry<T> {
  value: Promise<T>;
  loadedAt: number;
  /** Set while a stale entry is being reloaded, so only one reload runs. */
  reloading?: boolean;
}

const INVALIDATION_CHANNEL = 'hearth:read-cache:invalidate';

export function createCacheGroup(options: { ttlMs: number; redis?: ConnectRedis; now?: () => number; onError?: (error: unknown) => void }): CacheGroup {
  const now = options.now ?? Date.now;
  const maps: Map<string, Entry<unknown>>[] = [];
  const clearLocal = () => {
    for (const map of maps) map.clear();
  };

  // With several instances, each tells the others through Redis; without Redis, entries expire by time.
  const instanceId = randomUUID();
  const redisOptions = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false } as const;
  const publisher = options.redis?.(redisOptions);
  const subscriber = options.redis?.({ ...redisOptions, enableOfflineQueue: true });
  for (const client of [publisher, subscriber]) client?.on('error', (error) => options.onError?.(error));
  if (subscriber) {
    void subscriber.subscribe(INVALIDATION_CHANNEL).catch((error: unknown) => options.onError?.(error));
    subscriber.on('message', (_channel, sender: string) => {
      if (sender !== instanceId) clearLocal();
    });
  }

  return {
    cache<T>({ freshMs = options.ttlMs, staleMs = freshMs, maxEntries }: { freshMs?: number; staleMs?: number; maxEntries: number }): ReadCache<T> {
      const entries = new Map<string, Entry<T>>();
      maps.push(entries as Map<string, Entry<unknown>>);
      const start = (key: string, load: () => Promise<T>): Entry<T> => {
        const entry: Entry<T> = { value: load(), loadedAt: now() };
        entries.delete(key);
        entries.set(key, entry);
        // A failed load is not remembered; the next request tries again.
        entry.value.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        return entry;
      };
      return {
        get(key, load) {
          if (freshMs <= 0) return load();
          const entry = entries.get(key);
          if (!entry) return start(key, load).value;
          const age = now() - entry.loadedAt;
          if (age < freshMs) return entry.value;
          if (age >= staleMs) return start(key, load).value;
          if (!entry.reloading) {
            entry.reloading = true;
            // Serve the stale value now; the reload replaces it when it succeeds (a failure keeps serving it).
            const next = load();
            next.then(
              () => {
                if (entries.get(key) === entry) entries.set(key, { value: next, loadedAt: now() });
              },
              (error: unknown) => {
                entry.reloading = false;
                options.onError?.(error);
              },
            );
          }
          return entry.value;
        },
      };
    },
    invalidate() {
      clearLocal();
      publisher?.publish(INVALIDATION_CHANNEL, instanceId).catch((error: unknown) => options.onError?.(error));
    },
    async ping() {
      await publisher?.ping();
    },
    async close() {
      clearLocal();
      for (const client of [publisher, subscriber]) client?.disconnect();
    },
  };
}
