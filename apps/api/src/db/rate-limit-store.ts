import { Redis } from 'ioredis';
import { CompiledQuery, type Kysely } from 'kysely';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import type { Engine } from '../db/database';
import type { Database } from '../db/schema';

/** One counter family: `points` requests per key per `windowMs`, its keys under `prefix`. */
export type CounterRule = { prefix: string; points: number; windowMs: number };

/**
 * Where the rate limits count (rate-limiter-flexible): in Redis when REDIS_URL is set, else in
 * PostgreSQL's rate_limits table, so every process behind a balancer counts against one limit;
 * in this process's memory on SQLite, which one process serves.
 */
export type RateLimitStore = {
  kind: 'redis' | 'postgres' | 'memory';
  counter(rule: CounterRule): RateLimiterAbstract;
  close(): Promise<void>;
};

/**
 * The store of this server. With REDIS_URL, Redis must answer at start (a wrong URL fails the
 * start, as a wrong DATABASE_URL does); should it go away later, each process counts in its own
 * memory until it is back, so limits loosen by the number of processes but never fail a request.
 */
export async function createRateLimitStore(options: {
  db: Kysely<Database>;
  engine: Engine;
  redisUrl?: string;
}): Promise<RateLimitStore> {
  const memory = (rule: CounterRule) =>
    new RateLimiterMemory({
      keyPrefix: rule.prefix,
      points: rule.points,
      duration: rule.windowMs / 1000,
    });

  if (options.redisUrl) {
    // No offline queue: while Redis is away a count fails at once instead of waiting.
    const redis = new Redis(options.redisUrl, { enableOfflineQueue: false, lazyConnect: true });
    // Reconnecting is ioredis's own; a count meanwhile falls back to this process's memory.
    redis.on('error', () => {});
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error('Redis at REDIS_URL did not answer', { cause: error });
    }
    return {
      kind: 'redis',
      counter: (rule) =>
        new RateLimiterRedis({
          storeClient: redis,
          rejectIfRedisNotReady: true,
          keyPrefix: `bb:${rule.prefix}`,
          points: rule.points,
          duration: rule.windowMs / 1000,
          insuranceLimiter: memory(rule),
        }),
      close: async () => {
        redis.disconnect();
      },
    };
  }

  if (options.engine === 'postgres') {
    // The app's own pool through Kysely: the library runs plain SQL on whatever has query().
    const client = {
      query: async (query: { text: string; values?: unknown[] }) => {
        const result = await options.db.executeQuery(
          CompiledQuery.raw(query.text, query.values ?? []),
        );
        return { rows: result.rows, rowCount: result.rows.length };
      },
    };
    return {
      kind: 'postgres',
      counter: (rule) =>
        new RateLimiterPostgres({
          storeClient: client,
          storeType: 'client',
          // Created by the migrations; expired rows go with the sweep of expired rows.
          tableName: 'rate_limits',
          tableCreated: true,
          clearExpiredByTimeout: false,
          keyPrefix: rule.prefix,
          points: rule.points,
          duration: rule.windowMs / 1000,
        }),
      close: async () => {},
    };
  }

  return { kind: 'memory', counter: memory, close: async () => {} };
}
