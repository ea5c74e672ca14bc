// `npm run bench -- results-export` (PostgreSQL only: BENCH_DATABASE_URL): BENCH_EXPORT_TRIALS (50000) completed
// trials × 30 questions seeded in SQL (as `stats` does), then the quiz's results export downloaded as CSV and as
// XLSX, each timed and followed by the server's resident memory: the export streams pages of trials, so its peak
// (VmHWM) should stay near the idle process's whatever the number of trials.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { root } from '../lib.mjs';
import { publishQuiz, seedTrials } from './stats.mjs';

const dist = (p) => import(path.join(root, 'apps/server/dist', p));

export async function benchResultsExport(server, { trials }) {
  const { openDatabase } = await dist('db/client.js');
  const { signAccessToken } = await dist('lib/tokens.js');
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  const seeding = performance.now();
  const { quizId, token } = await (async () => {
    try {
      const [admin] = await database.rows(sql`update users set role = 'admin' where email = 'taker1@bench.local' returning id`);
      const id = await publishQuiz(database);
      await seedTrials(database, id);
      return { quizId: id, token: await signAccessToken(server.jwtSecret, { id: admin.id, role: 'admin' }) };
    } finally {
      await database.close();
    }
  })();
  console.log(`seeded ${trials} trials × 30 answers in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  const idle = server.memoryMb();
  const rows = [{ step: 'idle server', ms: null, 'MB sent': null, lines: null, 'RSS MB': idle.rss, 'peak RSS MB': idle.peak }];
  for (const format of ['csv', 'xlsx']) {
    const started = performance.now();
    const res = await fetch(`${server.api}admin/quizzes/${quizId}/results/export/?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    // Read as it arrives, keeping only counts: the bench's own memory stays out of the figure.
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines++;
    }
    const memory = server.memoryMb();
    rows.push({
      step: `export ${format}`,
      ms: Math.round(performance.now() - started),
      'MB sent': (bytes / 1e6).toFixed(1),
      lines: format === 'csv' ? lines : null,
      'RSS MB': memory.rss,
      'peak RSS MB': memory.peak,
    });
  }
  return rows;
}
