import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';
import { postgresStore, redisStore, sweepExpiredCounters } from './rate-limit-stores.js';
import { PERIODIC_LOCKS, startPeriodic } from '../lib/periodic.js';

export interface LimitRule {
  /** Bucket name; rules with the same name share one counter (and must agree on max, window and key). */
  name: string;
  /** A number, or worked out per request (e.g. scaled by what a counter has seen). */
  max: number | ((request: FastifyRequest) => Promise<number>);
  windowSeconds: number;
  /** What is counted (an IP, an email, an account); null skips the rule for this request. */
  key: (request: FastifyRequest) => string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook (onRequest or preValidation) enforcing every rule; the first exceeded one answers 429 with Retry-After. */
    limits(rules: LimitRule[]): (request: FastifyRequest) => Promise<void>;
    /** Limits that count failures only (e.g. wrong coupon codes), so successful requests never use them up. */
    failureLimits(rules: LimitRule[]): FailureLimits;
    /** A plain counter over a window, in the same shared store as the limits (e.g. distinct accounts seen at an address). */
    counter(rule: Omit<LimitRule, 'max'>): Counter;
  }
}

export interface Counter {
  /** Counts this request; answers the count so far in the window (1 = the first), 0 when the store is unavailable. */
  add(request: FastifyRequest): Promise<number>;
  /** The count so far in the window, without counting. */
  read(request: FastifyRequest): Promise<number>;
}

export interface FailureLimits {
  /** A hook refusing (429) a request while any rule's failures exceed its max; it counts nothing. */
  guard(request: FastifyRequest): Promise<void>;
  /** Counts one failure under every rule; answers the names of the rules it took past their max. */
  fail(request: FastifyRequest): Promise<string[]>;
}

const SWEEP_MS = 5 * 60_000;

export const byIp: LimitRule['key'] = (request) => request.ip;

/** The body's email as the server will normalise it, hashed so no address is kept in the counter store. */
export const byEmail: LimitRule['key'] = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || !email.trim()) return null;
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 27);
};

const throttled = (seconds: number) =>
  new AppError(429, 'throttled', 'errors:detail.throttled', {
    params: { seconds, count: seconds },
    headers: { 'retry-after': String(seconds) },
  });

/**
 * Counters live where every API process sees them (DESIGN §2): Redis when REDIS_URL is set,
 * else PostgreSQL, and process memory only under PGlite (a single process by nature).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const storeFailed = (err: Error) => app.log.warn({ err }, 'rate-limit counters unavailable: limits skipped');
  if (app.config.redisUrl) {
    const redis = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2 });
    redis.on('error', storeFailed);
    app.addHook('onClose', async () => redis.disconnect());
    await app.register(rateLimit, { global: false, store: redisStore(redis, `${app.config.redisPrefix}rl:`, storeFailed) });
  } else if (app.database.dialect === 'postgres') {
    startPeriodic(app, {
      name: 'rate-limit counter sweep',
      lock: PERIODIC_LOCKS.rateLimitSweep,
      everyMs: SWEEP_MS,
      run: () => sweepExpiredCounters(app.database),
    });
    await app.register(rateLimit, { global: false, store: postgresStore(app.database, storeFailed) });
  } else {
    await app.register(rateLimit, { global: false });
  }

  // One limiter per bucket name, so routes naming the same bucket count against one counter.
  const buckets = new Map<string, ReturnType<typeof app.createRateLimit>>();
  const limiter = (rule: LimitRule) => {
    let check = buckets.get(rule.name);
    if (!check) {
      const { max } = rule;
      check = app.createRateLimit({
        max: typeof max === 'number' ? max : (request) => max(request),
        timeWindow: rule.windowSeconds * 1000,
        keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
        // A counter store that is down must not lock a whole exam hall out: the request goes through
        // (codes still die after 5 tries, passwords still cost an argon2 hash) and the outage is logged.
        skipOnError: true,
      });
      buckets.set(rule.name, check);
    }
    return check;
  };

  app.decorate('limits', (rules: LimitRule[]) => {
    const limiters = rules.map((rule) => ({ rule, check: limiter(rule) }));
    return async (request: FastifyRequest) => {
      for (const { rule, check } of limiters) {
        if (rule.key(request) === null) continue;
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw throttled(Math.max(1, result.ttlInSeconds));
      }
    };
  });

  app.decorate('counter', (rule: Omit<LimitRule, 'max'>): Counter => {
    const check = limiter({ ...rule, max: Number.MAX_SAFE_INTEGER });
    const count = async (request: FastifyRequest, increment: boolean) => {
      if (rule.key(request) === null) return 0;
      const result = await check(request, { increment });
      return result.isAllowed ? 0 : result.max - result.remaining;
    };
    return { add: (request) => count(request, true), read: (request) => count(request, false) };
  });

  app.decorate('failureLimits', (rules: LimitRule[]): FailureLimits => {
    const limiters = rules.map((rule) => ({ rule, check: limiter(rule) }));
    return {
      async guard(request) {
        for (const { rule, check } of limiters) {
          if (rule.key(request) === null) continue;
          const result = await check(request, { increment: false });
          // A peek reports the count so far: reaching max means the next failure would exceed it.
          if (!result.isAllowed && result.remaining === 0 && result.ttlInSeconds > 0) throw throttled(result.ttlInSeconds);
        }
      },
      async fail(request) {
        const exceeded: string[] = [];
        for (const { rule, check } of limiters) {
          if (rule.key(request) === null) continue;
          const result = await check(request);
          if (!result.isAllowed && (result.isExceeded || result.remaining === 0)) exceeded.push(rule.name);
        }
        return exceeded;
      },
    };
  });
}
