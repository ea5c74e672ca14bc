import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { openTestDatabase } from '../test/app.js';
import { PERIODIC_LOCKS } from './periodic.js';

describe.skipIf(!process.env['TEST_DATABASE_URL'])('periodic work across processes', () => {
  it('runs in one process at a time: the other skips its turn while the lock is held, and runs after', async () => {
    const database = await openTestDatabase();
    const other = await openDatabase({ databaseUrl: database.url!, poolSize: 2 });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = database.exclusive(PERIODIC_LOCKS.trialSweep, () => held);
      await new Promise((resolve) => setTimeout(resolve, 100));
      let ran = false;
      expect(await other.exclusive(PERIODIC_LOCKS.trialSweep, async () => (ran = true))).toBe(false);
      expect(ran).toBe(false);
      // Another task's lock is free meanwhile.
      expect(await other.exclusive(PERIODIC_LOCKS.paymentReconciliation, async () => undefined)).toBe(true);
      release();
      expect(await first).toBe(true);
      expect(await other.exclusive(PERIODIC_LOCKS.trialSweep, async () => (ran = true))).toBe(true);
      expect(ran).toBe(true);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
