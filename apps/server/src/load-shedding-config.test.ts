import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('load shedding by default', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-shedding-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir } as const;

  it('queues on the embedded database, whose queries are the event loop lag (a shed completion was a lost one)', () => {
    expect(loadConfig(env).loadShedMaxEventLoopDelayMs).toBe(0);
  });

  it('sheds past 1 s on PostgreSQL, and an explicit value wins either way', () => {
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://db/mizan' }).loadShedMaxEventLoopDelayMs).toBe(1000);
    expect(loadConfig({ ...env, LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '800' }).loadShedMaxEventLoopDelayMs).toBe(800);
    expect(
      loadConfig({ ...env, DATABASE_URL: 'postgres://db/mizan', LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0' }).loadShedMaxEventLoopDelayMs,
    ).toBe(0);
  });
});
