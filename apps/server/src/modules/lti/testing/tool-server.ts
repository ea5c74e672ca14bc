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
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
