import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type sql } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code above the driver sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  /**
   * Rows of a raw statement, the same on both drivers. A `name` makes it a prepared statement on PostgreSQL
   * (parsed and planned once per connection, not per call): for hot paths whose text never varies.
   */
  rows<T>(query: ReturnType<typeof sql>, name?: string): Promise<T[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const MIGRATION_LOCK = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean;
  poolSize?: number;
}

/** Opens PostgreSQL when a URL is given, else PGlite (on disk under dataDir, or in memory), and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options.poolSize) : await openPglite(options);
  return database;
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dir: string | undefined;
  if (!options.inMemory) {
    dir = path.join(options.dataDir ?? './data', 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return {
    db,
    dialect: 'pglite',
    rows: async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    ping: async () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const lockClient = await pool.connect();
  try {
    // Several API processes may start together: only one migrates at a time.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  return {
    db,
    dialect: 'postgres',
    rows: async <T>(query: ReturnType<typeof sql>, name?: string) => {
      if (!name) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
      const { sql: text, params } = dialect.sqlToQuery(query);
      // pg parses timestamps to Date here; callers of raw statements accept Date or text.
      return (await pool.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
    },
    ping: async () =>
      pool.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => pool.end(),
  };
}
