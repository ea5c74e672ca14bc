import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { runSeed } from './seed/run.js';

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
  const app = await buildApp(config);
  await runSeed(app.db, app.log, { dataDir: config.dataDir, demo: config.seedDemo });
  if (process.argv.includes('--seed-only')) {
    await app.close();
    return;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Mizan is ready at ${config.publicUrl} (database: ${app.database.dialect}, data: ${config.dataDir})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
