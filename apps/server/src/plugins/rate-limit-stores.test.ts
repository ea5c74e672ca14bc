import { randomBytes } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/app.js';
import { postgresStore, redisStore, sweepExpiredCounters } from './rate-limit-stores.js';

const hit = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, result) => (err || !result ? reject(err ?? new Error('no result')) : resolve(result)), windowMs, 10),
  );
/** The stores' non-counting read (what failure-only limits peek with). */
const peek = (store: FastifyRateLimitStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    (store as unknown as { read: FastifyRateLimitStore['incr'] }).read(
      key,
      (err, result) => (err || !result ? reject(err ?? new Error('no result')) : resolve(result)),
      300,
      10,
    ),
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectFixedWindow(store: FastifyRateLimitStore) {
  const key = `k-${randomBytes(4).toString('hex')}`;
  const first = await hit(store, key, 300);
  expect(first.current).toBe(1);
  expect(first.ttl).toBeGreaterThan(200);
  expect(first.ttl).toBeLessThanOrEqual(300);
  await Promise.all([hit(store, key, 300), hit(store, key, 300), hit(store, key, 300)]);
  expect((await hit(store, key, 300)).current).toBe(5);
  expect((await peek(store, key)).current).toBe(5);
  expect((await peek(store, key)).current).toBe(5);
  expect((await peek(store, `${key}-never`)).current).toBe(0);
  expect((await hit(store, `${key}-other`, 300)).current).toBe(1);
  await sleep(350);
  expect((await peek(store, key)).current).toBe(0);
  expect((await hit(store, key, 300)).current).toBe(1);
}

describe('PostgreSQL rate-limit store', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('counts a fixed window atomically and starts a new one when it has passed', async () => {
    const Store = postgresStore(database, (err) => {
      throw err;
    });
    await expectFixedWindow(new Store());
  });

  it('sweeps expired counters', async () => {
    const Store = postgresStore(database, (err) => {
      throw err;
    });
    await hit(new Store(), 'short-lived', 10);
    await sleep(30);
    await sweepExpiredCounters(database);
    const rows = await database.rows<{ key: string }>(sql`select key from rate_limits where key = 'short-lived'`);
    expect(rows).toEqual([]);
  });
});

describe.skipIf(!process.env['TEST_REDIS_URL'])('Redis rate-limit store', () => {
  let redis: Redis;
  const prefix = `mizan-test-${randomBytes(6).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis(process.env['TEST_REDIS_URL'] ?? '');
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts a fixed window atomically and starts a new one when it has passed', async () => {
    const Store = redisStore(redis, prefix, (err) => {
      throw err;
    });
    await expectFixedWindow(new Store());
  });
});
