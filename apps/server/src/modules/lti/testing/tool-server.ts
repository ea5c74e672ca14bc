import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { testConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { openTestDatabase } from '../../../test/app.js';
import { freePort } from '../../sandbox-gateway/testing.js';

export interface ToolServer {
  app: FastifyInstance;
  database: Database;
  /** http://127.0.0.1:<port>, which is also PUBLIC_URL. */
  baseUrl: string;
  /** Runs LTI's due jobs until none is left (or running: the app's own poller may have claimed one). */
  settleJobs(): Promise<void>;
  close(): Promise<void>;
}

/** Mizan listening on a real port (the platform simulator reaches its login, launch and JWKS over HTTP). */
export async function startToolServer(): Promise<ToolServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await openTestDatabase();
  const app = await buildApp(testConfig({ publicUrl: baseUrl }), { database });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    baseUrl,
    settleJobs: async () => {
      for (let i = 0; i < 200; i++) {
        await app.jobs.runDue();
        const [due] = await database.rows<{ n: number }>(
          sql`select count(*)::int as n from jobs where kind like 'lti_%' and failed_at is null and run_at <= now()`,
        );
        if (due!.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('LTI jobs did not settle');
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
