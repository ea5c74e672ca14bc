import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig, type AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * PostgreSQL database on the server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) return openDatabase({ inMemory: true, snapshot: pgliteSnapshot() });
  const name = `mizan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // From the run's migrated template (test/global-setup.ts): openDatabase's migration then finds nothing to do.
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pg's Pool.end() resolves before its sockets have closed; a forced drop would then kill those
      // backends mid-goodbye and their FATAL 57P01 would surface as an unhandled error in the test run.
      for (let i = 0; i < 100; i++) {
        const { rows } = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

let snapshot: Blob | undefined;
/** The run's migrated PGlite data folder, read once per test file. */
function pgliteSnapshot(): Blob {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return snapshot;
}

/** The connection string of a database opened by openTestDatabase on PostgreSQL (for servers started as processes). */
export async function testDatabaseUrl(database: Database): Promise<string> {
  const url = new URL(process.env['TEST_DATABASE_URL']!);
  url.pathname = `/${(await database.rows<{ db: string }>(sql`select current_database() as db`))[0]!.db}`;
  return url.toString();
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject` tests. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface TwoApps {
  a: FastifyInstance;
  b: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Two API processes' worth of app on one fresh PostgreSQL database, each with its own pool (PostgreSQL only); not
 * yet ready, so a test can hold back their background work.
 */
export async function createTwoApps(overrides: Partial<AppConfig> = {}): Promise<TwoApps> {
  const primary = await openTestDatabase();
  const secondary = await openDatabase({ databaseUrl: primary.url, poolSize: 3 });
  const a = await buildApp(testConfig(overrides), { database: primary });
  const b = await buildApp(testConfig(overrides), { database: secondary });
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
      await secondary.close();
      await primary.close();
    },
  };
}
