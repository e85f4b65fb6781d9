import type { Redis, RedisOptions } from 'ioredis';

/** Opens a connection to the configured Redis with the given options. */
export type ConnectRedis = (options: RedisOptions) => Redis;

/**
 * How to reach REDIS_URL, or undefined without one. ioredis is imported only when Redis is configured: a single
 * instance never loads it (decision 0038).
 */
export async function redisConnector(url: string | undefined): Promise<ConnectRedis | undefined> {
  if (!url) return undefined;
  const { Redis } = await import('ioredis');
  return (options) => new Redis(url, options);
}
