import cluster from 'node:cluster';
import { startServer } from './boot.js';
import { runPrimary, seedsInThisProcess } from './cluster.js';
import { ConfigError, loadConfig } from './config.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  if (process.argv.includes('--seed-only')) {
    // Seeding needs the app (and waits for the database like a start), not the public port: a loopback listener.
    const seeding = await startServer({ ...config, port: 0, host: '127.0.0.1' });
    await seeding.app;
    return seeding.close();
  }
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config.workers);
  const started = await startServer(config, { seed: seedsInThisProcess() });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.error(`shutting down (${signal}): draining requests`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    started.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      (err: unknown) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const app = await started.app;
  app.log.info(`Mizan is ready at ${config.publicUrl} (database: ${app.database.dialect}, data: ${config.dataDir})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
