// What PostgreSQL's busy backends were waiting on (#32), sampled every 100 ms from pg_stat_activity: a phase whose
// slowest writes stall together for a second shows here whether they waited for the log's sync (IO WALSync), for
// the log's write lock (LWLock WALWrite), for a row or object lock (Lock), or ran.
import pg from 'pg';

const EVERY_MS = 100;
/** A sample with this many statements in flight at once is a pile-up: its waits are listed with its time. */
const PILE_UP = 8;

export async function sampleWaits(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A fault run restarts PostgreSQL: the sampler's connection dies with the others, and the samples stop there.
  client.on('error', () => undefined);
  await client.connect();
  const totals = new Map();
  const pileUps = [];
  let samples = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const { rows } = await client.query(
        `select coalesce(wait_event_type || ' ' || wait_event, 'running') as wait, count(*)::int as n
         from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend'
         group by 1 order by 2 desc`,
      );
      samples += 1;
      for (const { wait, n } of rows) totals.set(wait, (totals.get(wait) ?? 0) + n);
      const active = rows.reduce((sum, r) => sum + r.n, 0);
      if (active >= PILE_UP)
        pileUps.push({ clock: new Date().toISOString().slice(11, 22), active, waits: rows.map((r) => `${r.wait} ×${r.n}`).join(', ') });
    } catch {
      // A sample lost to a restart (fault runs) says nothing.
    } finally {
      busy = false;
    }
  }, EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await client.end().catch(() => undefined);
      const sorted = [...totals].sort((a, b) => b[1] - a[1]);
      return {
        samples,
        // Statements in flight per sample on average, by what they waited for.
        averages: sorted.map(([wait, n]) => `${wait} ${(n / Math.max(1, samples)).toFixed(2)}`).join(', '),
        pileUps,
      };
    },
  };
}
