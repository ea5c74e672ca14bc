import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tarball) each in-memory test database starts from. */
    pgliteSnapshot: string;
    /** On PostgreSQL: a migrated database each test database is created from (`create database … template`). */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run instead of once per test database: initdb plus every migration cost seconds of CPU per
 * open, and the suite opens a database in almost every test file (and some per test).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = randomBytes(4).toString('hex');
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (adminUrl) {
    const template = `mizan_template_${runId}`;
    await adminQuery(adminUrl, `create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return () => adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  }
  const database = await openDatabase({ inMemory: true });
  const file = path.join(tmpdir(), `mizan-test-${runId}.tar`);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(file, { force: true });
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
