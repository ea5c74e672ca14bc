import cluster from 'node:cluster';

const RESTART_DELAY_MS = 1000;

/** Worker 1 seeds the demo content; the others (and replacements) do not race it. */
export const seedsInThisProcess = () => !cluster.isWorker || cluster.worker?.id === 1;

/**
 * The primary of WORKERS=N: forks N API processes that share the port (node:cluster hands out connections),
 * starts a replacement when one dies, and passes SIGTERM/SIGINT on, exiting once every worker has drained.
 */
export function runPrimary(workers: number, logLine: (line: string) => void = (line) => console.error(line)): void {
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logLine(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), RESTART_DELAY_MS).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
