import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Placeholder, type SQL, type sql } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { localNotifications, postgresNotifications, type Notifications } from './notifications.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code above the driver sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  /** Rows of a raw statement, the same on both drivers. */
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  /**
   * A hot-path statement whose values are all `sql.placeholder`s: its text is built once, and on PostgreSQL
   * it is prepared under `name` (parsed and planned once per connection, not per call). Calls pass the values
   * by placeholder name. Timestamps come back as Date or text depending on the driver.
   */
  statement<T>(name: string, query: SQL): (values: Record<string, unknown>) => Promise<T[]>;
  ping(): Promise<boolean>;
  /**
   * Runs `task` unless another process holds the advisory lock `key` (then answers false without running
   * it): periodic work such as the expiry sweep runs in one process at a time. PGlite is one process by nature.
   */
  exclusive(key: number, task: () => Promise<unknown>): Promise<boolean>;
  /** Connections in use and open (PostgreSQL's pool; PGlite has its one). */
  poolUsage(): { busy: number; open: number };
  /** Cross-process messages (cache invalidation). */
  notifications: Notifications;
  close(): Promise<void>;
}

/** The statement's text, and how a call's named values become its $1…$n. */
function compile(db: Db, query: SQL): { text: string; positional: (values: Record<string, unknown>) => unknown[] } {
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  const names = params.map((param) => {
    if (!(param instanceof Placeholder)) throw new Error(`statement values must be placeholders: ${text}`);
    return param.name;
  });
  return { text, positional: (values) => names.map((name) => values[name]) };
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const MIGRATION_LOCK = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean;
  /**
   * In-memory PGlite only: start from this data folder (a `dumpDataDir()` tarball of an already migrated
   * database) instead of running initdb and every migration again; the test suite opens hundreds of databases.
   */
  snapshot?: Blob | undefined;
  poolSize?: number;
  /** Told when an idle pooled connection dies (PostgreSQL restarted): the pool drops it and opens new ones on demand. */
  onConnectionLost?: (err: Error) => void;
}

/** Opens PostgreSQL when a URL is given, else PGlite (on disk under dataDir, or in memory), and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options) : await openPglite(options);
  return database;
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dir: string | undefined;
  if (!options.inMemory) {
    dir = path.join(options.dataDir ?? './data', 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  const client = dir ? await PGlite.create(dir) : await PGlite.create({ loadDataDir: options.snapshot });
  const notifications = localNotifications();
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  return {
    db,
    dialect: 'pglite',
    rows: async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    statement: <T>(_name: string, query: SQL) => {
      const { text, positional } = compile(db, query);
      return async (values: Record<string, unknown>) => (await client.query<T>(text, positional(values))).rows;
    },
    ping: async () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    exclusive: async (_key, task) => {
      await task();
      return true;
    },
    poolUsage: () => ({ busy: 0, open: 1 }),
    notifications,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, { poolSize = 20, onConnectionLost = () => undefined }: DatabaseOptions): Promise<Database> {
  // A request waits at most this long for a connection, then answers 503 instead of hanging through an outage.
  // JIT off: Mizan's statements are short, and compiling one costs more than it saves. The live monitor's refresh of
  // 5,000 attempts took 195 ms of PostgreSQL's time with it and 82 ms without (#32, docs/performance.md).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, options: '-c jit=off' });
  // Without a listener, an idle connection's 57P01 ("terminating connection due to administrator command")
  // on a PostgreSQL restart is an uncaught 'error' event that kills the process.
  pool.on('error', onConnectionLost);
  const lockClient = await pool.connect().catch(async (err: unknown) => {
    await pool.end(); // the caller may retry: this pool must not linger
    throw err;
  });
  try {
    // Several API processes may start together: only one migrates at a time.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const notifications = postgresNotifications(url, pool);
  return {
    db,
    dialect: 'postgres',
    rows: async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    statement: <T>(name: string, query: SQL) => {
      const { text, positional } = compile(db, query);
      return async (values: Record<string, unknown>) =>
        (await pool.query<T & pg.QueryResultRow>({ name, text, values: positional(values) })).rows;
    },
    ping: async () =>
      pool.query('select 1').then(
        () => true,
        () => false,
      ),
    exclusive: async (key, task) => {
      // A session lock on a connection of its own, held through the task (which uses the pool as usual).
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
        if (!rows[0]?.locked) return false;
        try {
          await task();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
        return true;
      } finally {
        client.release();
      }
    },
    poolUsage: () => ({ busy: pool.totalCount - pool.idleCount, open: pool.totalCount }),
    notifications,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}
