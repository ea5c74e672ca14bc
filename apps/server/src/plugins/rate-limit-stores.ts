import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.js';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/** The plugin skips a limit whose store failed (skipOnError), so the failure is reported here. */
function fail(callback: IncrCallback, err: Error, onError: (err: Error) => void) {
  onError(err);
  callback(err);
}

/**
 * Fixed-window counters in PostgreSQL, shared by every API process: one upsert per hit increments
 * the counter, or restarts it when its window has passed, and reports what is left of the window.
 */
export function postgresStore(database: Database, onError: (err: Error) => void): new () => FastifyRateLimitStore {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      database
        .rows<{ count: number; ttl: number }>(
          sql`insert into rate_limits as r (key, count, reset_at)
              values (${key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
              on conflict (key) do update set
                count = case when r.reset_at <= now() then 1 else r.count + 1 end,
                reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
              returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
        )
        .then(
          ([row]) => callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) }),
          (err: unknown) => fail(callback, asError(err), onError),
        );
    }

    /** The window's count without counting: lets a route block on failures it counts itself. */
    read(key: string, callback: IncrCallback): void {
      database
        .rows<{ count: number; ttl: number }>(
          sql`select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
              from rate_limits where key = ${key} and reset_at > now()`,
        )
        .then(
          ([row]) => callback(null, { current: Number(row?.count ?? 0), ttl: Number(row?.ttl ?? 0) }),
          (err: unknown) => fail(callback, asError(err), onError),
        );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Expired windows are dead weight: removed every few minutes. */
export function sweepExpiredCounters(database: Database): Promise<unknown> {
  return database.rows(sql`delete from rate_limits where reset_at < now()`);
}

/** The same fixed window in Redis: one atomic script increments, starts the window on the first hit and reports its rest. */
const REDIS_INCR = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

export function redisStore(redis: Redis, prefix: string, onError: (err: Error) => void): new () => FastifyRateLimitStore {
  return class RedisRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      (redis.eval(REDIS_INCR, 1, `${prefix}${key}`, timeWindow) as Promise<[number, number]>).then(
        ([current, ttl]) => callback(null, { current, ttl: ttl > 0 ? ttl : timeWindow }),
        (err: unknown) => fail(callback, asError(err), onError),
      );
    }

    read(key: string, callback: IncrCallback): void {
      redis
        .multi()
        .get(`${prefix}${key}`)
        .pttl(`${prefix}${key}`)
        .exec()
        .then(
          (replies) => {
            const current = Number(replies?.[0]?.[1] ?? 0);
            const ttl = Number(replies?.[1]?.[1] ?? 0);
            callback(null, { current, ttl: ttl > 0 ? ttl : 0 });
          },
          (err: unknown) => fail(callback, asError(err), onError),
        );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
