// Fault runs for the scenario: kill -9 one API process (WORKERS > 1) or restart PostgreSQL while takers answer,
// then check that every answer the server acknowledged is in the database.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import pg from 'pg';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The fault named by BENCH_FAULT, injected `atSeconds` into the run; null for none. */
export function faultFor(name, server, atSeconds) {
  if (!name) return null;
  if (name === 'kill-worker') return { atSeconds, inject: () => killWorker(server) };
  if (name === 'restart-postgres') return { atSeconds, inject: restartPostgres };
  throw new Error(`unknown BENCH_FAULT ${name} (kill-worker | restart-postgres)`);
}

async function killWorker(server) {
  const [pid] = server.workerPids();
  if (!pid) throw new Error('no worker to kill: run with BENCH_WORKERS=2');
  process.kill(pid, 'SIGKILL');
  return { fault: `kill -9 worker ${pid}`, at: Date.now() };
}

async function restartPostgres() {
  const version = readdirSync('/etc/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  const started = Date.now();
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
  while (true) {
    try {
      execFileSync('pg_isready', ['-q', '-h', '127.0.0.1']);
      break;
    } catch {
      await sleep(100);
    }
  }
  return { fault: `PostgreSQL ${version} restart`, at: started, acceptingAt: Date.now() };
}

/** Acknowledged [trial, question, answer] triples missing from (or different in) trial_answers. */
export async function lostAnswers(databaseUrl, acknowledged) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as lost from unnest($1::uuid[], $2::int[], $3::int[]) as a(trial, question, answer)
       where not exists (select 1 from trial_answers t where t.trial_id = a.trial and t.question_id = a.question and t.selected_answer_id = a.answer)`,
      [acknowledged.map((a) => a[0]), acknowledged.map((a) => a[1]), acknowledged.map((a) => a[2])],
    );
    return rows[0].lost;
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's write-ahead log position now, how often the log was synced to disk (each commit that waits for it
 * is one, less the commits that share a sync), and the rows of `trials` updated so far with how many of those were
 * HOT (no index entries written), the autovacuums and checkpoints so far: what a phase made the database write and do
 * beside the requests, whatever the machine's speed.
 */
export async function databaseWrites(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pg_current_wal_lsn()::text as lsn, coalesce(n_tup_upd, 0)::int as updated, coalesce(n_tup_hot_upd, 0)::int as hot,
         (select wal_sync from pg_stat_wal)::int as syncs,
         (select sessions from pg_stat_database where datname = current_database())::int as sessions,
         (select sum(autovacuum_count + autoanalyze_count) from pg_stat_user_tables)::int as autovacuums,
         (select checkpoints_timed + checkpoints_req from pg_stat_bgwriter)::int as checkpoints
       from pg_stat_user_tables where relname = 'trials'`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** MB of write-ahead log between two positions ('16/B374D848'). */
export function walMb(from, to) {
  const bytes = (lsn) => {
    const [high, low] = lsn.split('/').map((part) => BigInt(`0x${part}`));
    return (high << 32n) + low;
  };
  return Number(bytes(to) - bytes(from)) / 1024 / 1024;
}
