import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { pickLanguage } from '@mizan/contract/i18n';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { isDatabaseUnavailable } from './lib/database-errors.js';
import { loadMessages } from './lib/messages.js';
import { runSeed } from './seed/run.js';

const FIRST_RETRY_MS = 500;
// Capped low: the process must be ready within seconds of the database answering (a 10 s cap took 5.7 s after an
// outage at boot), and one connection attempt every 2 s costs a database that is coming up nothing.
const MAX_RETRY_MS = 2_000;

/** The wait before the next attempt to reach the database at start-up. */
export const bootRetryDelayMs = (attempt: number): number => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface RetryOptions {
  logLine: (line: string) => void;
  onConnectionLost: (err: Error) => void;
  /** Asked between attempts: true gives up (the server is shutting down). */
  stopped: () => boolean;
}

/** Opens the database, waiting with backoff (one line per attempt, no stack) while it cannot be reached. */
export async function openDatabaseWithRetry(config: AppConfig, { logLine, onConnectionLost, stopped }: RetryOptions): Promise<Database> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        inMemory: config.inMemoryDatabase,
        onConnectionLost,
      });
    } catch (err) {
      if (!isDatabaseUnavailable(err) || stopped()) throw err;
      const delay = bootRetryDelayMs(attempt);
      const reason = (err as { code?: string }).code ?? 'connection failed';
      logLine(`database not reachable (attempt ${attempt}, ${reason}); retrying in ${(delay / 1000).toFixed(1)} s`);
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (stopped()) throw new Error('start-up stopped while waiting for the database');
    }
  }
}

/** Before the app exists: alive (/api/health 200), not ready (/api/ready 503), everything else 503 with Retry-After. */
function startingHandler(config: AppConfig): Handler {
  const translate = loadMessages(config.localesDir, ['errors']);
  return (request, response) => {
    const pathname = (request.url ?? '').split('?')[0];
    const health = { status: 'degraded', database: 'down', version: config.version };
    const lang = pickLanguage(request.headers['accept-language']);
    const [status, body] =
      pathname === '/api/health'
        ? [200, health]
        : pathname === '/api/ready'
          ? [503, health]
          : [503, { detail: translate(lang, 'errors:detail.service_unavailable'), error_code: 'service_unavailable' }];
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' });
    response.end(JSON.stringify(body));
  };
}

export interface Started {
  server: Server;
  /** Resolves once the database answered and the app took over the port. */
  app: Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * Listens at once, so probes and clients get answers while the database is still away; the app takes over
 * every request as soon as the database answers (orchestrators see /api/ready turn 200).
 */
export async function startServer(
  config: AppConfig,
  { seed = true, logLine = (line: string) => console.error(line) } = {},
): Promise<Started> {
  let handler: Handler = startingHandler(config);
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  let built: FastifyInstance | undefined;
  let database: Database | undefined;
  let closing = false;
  const app = (async () => {
    database = await openDatabaseWithRetry(config, {
      logLine,
      onConnectionLost: (err) => built?.log.warn({ err }, 'database connection lost; the pool reconnects on demand'),
      stopped: () => closing,
    });
    let fastifyHandler: Handler | undefined;
    built = await buildApp(config, {
      database,
      serverFactory: (appHandler) => {
        fastifyHandler = appHandler;
        return server;
      },
    });
    if (seed) {
      const announce = (text: string) => process.stdout.write(`${text}\n`);
      await runSeed(built.db, built.log, { dataDir: config.dataDir, demo: config.seedDemo, announce });
    }
    await built.ready();
    handler = fastifyHandler!;
    return built;
  })();
  return {
    server,
    app,
    async close() {
      closing = true;
      // Still waiting for the database: the retry loop gives up at its next wake-up; nothing was built yet.
      if (built || database) await app.catch(() => undefined);
      await built?.close();
      await database?.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
