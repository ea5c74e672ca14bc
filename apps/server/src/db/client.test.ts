import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/app.js';

describe.skipIf(!process.env['TEST_DATABASE_URL'])('PostgreSQL connections', () => {
  // Compiling a statement just in time cost the live monitor's refresh more than it ran (#32, docs/performance.md).
  it('run every statement without JIT compilation', async () => {
    const database = await openTestDatabase();
    try {
      const [setting] = await database.rows<{ jit: string }>(sql`show jit`);
      expect(setting?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
