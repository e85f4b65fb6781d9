import type { FastifyBaseLogger } from 'fastify';
import type { ConnectRedis } from '../cache/redis';

/**
 * Where rate limits and sign-in failures are counted: in this process, or in Redis shared by every
 * instance when REDIS_URL is set. A limit must never vanish because Redis went down (an attacker would
 * only need to wait for an outage), so while Redis does not answer the counts continue in process: each
 * instance then limits on its own, which is looser but still a limit. The switch is logged both ways and
 * shown by /healthz.
 */
export type RateCounterMode = 'in-process' | 'redis' | 'in-process (Redis unreachable)';

export interface RateCounter {
  /** Counts one more hit on `key`; the window starts with the first hit and ends `windowMs` later. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The hits in the current window, without counting one. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  mode(): RateCounterMode;
  close(): Promise<void>;
}

/** Bounds the in-process table: an address flood must not grow memory without end. */
const MAX_LOCAL_KEYS = 50_000;

/** A fixed window per key in a Map kept in insertion order, so the oldest keys go first when full. */
export function createLocalCounter(now: () => number = Date.now) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) windows.delete(key);
    return entry && entry.endsAt > now() ? entry : undefined;
  };
  return {
    hit(key: string, windowMs: number) {
      let entry = live(key);
      if (!entry) {
        if (windows.size >= MAX_LOCAL_KEYS) windows.delete(windows.keys().next().value!);
        entry = { count: 0, endsAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.endsAt - now() };
    },
    peek: (key: string) => live(key)?.count ?? 0,
    reset: (key: string) => void windows.delete(key),
  };
}

// INCR and the window's expiry in one step, so two instances never both start a window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function createRateCounter(options: { redis?: ConnectRedis; log: FastifyBaseLogger; prefix?: string }): RateCounter {
  const local = createLocalCounter();
  const prefix = options.prefix ?? 'hearth-rl:';
  if (!options.redis) {
    return {
      hit: async (key, windowMs) => local.hit(key, windowMs),
      peek: async (key) => local.peek(key),
      reset: async (key) => local.reset(key),
      mode: () => 'in-process',
      close: async () => {},
    };
  }

  const redis = options.redis({ maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false, connectTimeout: 2000 });
  let degraded = false;
  const fallBack = (error: unknown) => {
    if (!degraded) options.log.error({ err: error }, 'rate limits: Redis is unreachable, counting in process until it answers');
    degraded = true;
  };
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  redis.on('error', fallBack);
  redis.on('ready', () => {
    if (degraded) options.log.warn('rate limits: Redis answers again, counting in Redis');
    degraded = false;
  });

  /** Redis when it is connected; otherwise (or when the call fails) the in-process count. */
  async function either<T>(shared: () => Promise<T>, inProcess: () => T): Promise<T> {
    if (redis.status !== 'ready') {
      fallBack(new Error(`Redis connection is ${redis.status}`));
      return inProcess();
    }
    try {
      return await shared();
    } catch (error) {
      fallBack(error);
      return inProcess();
    }
  }

  return {
    hit: (key, windowMs) =>
      either(
        async () => {
          const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
          return { count, ttlMs: Math.max(0, ttlMs) };
        },
        () => local.hit(key, windowMs),
      ),
    peek: (key) =>
      either(
        async () => Number((await redis.get(prefix + key)) ?? 0),
        () => local.peek(key),
      ),
    reset: (key) =>
      either(
        async () => void (await redis.del(prefix + key)),
        () => local.reset(key),
      ),
    mode: () => (degraded || redis.status !== 'ready' ? 'in-process (Redis unreachable)' : 'redis'),
    close: async () => void redis.disconnect(),
  };
}

/**
 * The counter as a store for @fastify/rate-limit (its `store` option), so route limits and the shared
 * budgets made with `app.rateLimit()` fall back exactly like the sign-in failure counts.
 */
export function rateLimitStoreOf(counter: RateCounter) {
  // The plugin passes its merged settings (timeWindow, and routeInfo for a route's own limit); its
  // published types describe these arguments differently, so they are read defensively.
  type StoreParams = { timeWindow?: unknown; routeInfo?: { method?: unknown; url?: unknown } };
  return class CounterStore {
    private readonly timeWindow: number;
    /** A route's own limit counts apart from other routes'; `app.rateLimit()` budgets have no route. */
    private readonly scope: string;
    constructor(options: object) {
      const params = options as StoreParams;
      this.timeWindow = typeof params.timeWindow === 'number' ? params.timeWindow : 60_000;
      const route = params.routeInfo;
      this.scope = route?.url ? `${String(route.method)}${String(route.url)}:` : '';
    }
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number) {
      counter.hit(this.scope + key, timeWindow ?? this.timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child(options: object) {
      return new CounterStore(options);
    }
  };
}
