// Starts the built product for a benchmark on a fresh data folder (embedded) or a fresh PostgreSQL
// database, with demo content and `takers` ready-made users.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, root } from '../lib.mjs';
import { prepareDatabase, tokenSigner } from './fixtures.mjs';

async function freshPostgres(adminUrl) {
  const name = `mizan_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // BENCH_SYNCHRONOUS_COMMIT=off: commits do not wait for the log's sync, in every phase alike. On a VM whose disk
  // holds one fdatasync for up to a second now and then, every write waits behind it and the pool fills (#32,
  // docs/performance.md); this measures what the server and the database do without that luck.
  if (process.env.BENCH_SYNCHRONOUS_COMMIT === 'off') await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

/** CPU time (user + system, ms) a process has used so far (`reaped`: with its ended children's), from Linux's /proc; null elsewhere. */
export function cpuMs(pid, { reaped = false } = {}) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const children = reaped ? Number(fields[13]) + Number(fields[14]) : 0;
    return ((Number(fields[11]) + Number(fields[12]) + children) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) of this machine's PostgreSQL so far: its processes' own, and what the postmaster's ended children
 * (backends whose connection closed) used, which Linux adds to their parent's when it reaps them.
 */
export function postgresCpuMs() {
  let sum = 0;
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres') sum += cpuMs(name, { reaped: true }) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

/** VmRSS and VmHWM (peak resident set) of a process from Linux's /proc, in MB. */
export function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** Pids whose parent is `pid`, from Linux's /proc. */
function childPids(pid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Resolves when /api/ready answers (the app took over from the start-up responder). */
export async function startServer({ databaseUrl, takers = 100, competition = false, password, workers = 1 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mizan-bench-'));
  const database = databaseUrl ? await freshPostgres(databaseUrl) : null;
  const { userIds, quizId, competitionId, fixed40Id, draw40Id, typesQuizId, writtenQuizId } = await prepareDatabase({
    dataDir,
    databaseUrl: database?.url,
    takers,
    competition,
    password,
  });
  const jwtSecret = randomBytes(32).toString('hex');
  // BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server under load.
  // The stall watch (stall-watch.mjs) reports the server's event-loop stalls and long collections when it stops.
  const nodeArgs = [
    `--import=${pathToFileURL(path.join(root, 'scripts/bench/stall-watch.mjs')).href}`,
    ...(process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
  ];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'error',
      SMTP_URL: '',
      SANDBOX_WEBHOOK_URL: 'off',
      WORKERS: String(workers),
      BENCH_STALL_WATCH: 'server',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 240 && !up; i++) {
    up = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  if (!up) throw new Error('bench server did not start');
  return {
    baseUrl,
    api: `${baseUrl}/api/v1/`,
    databaseUrl: database?.url,
    jwtSecret,
    userIds,
    quizId,
    competitionId,
    fixed40Id,
    draw40Id,
    typesQuizId,
    writtenQuizId,
    sign: await tokenSigner(jwtSecret),
    /** The server's CPU time so far (the primary's only under WORKERS): per-request CPU stays comparable when other work shares the machine. */
    /** CPU time of the server: the primary and, under WORKERS > 1, its API processes. */
    cpuMs: () => [child.pid, ...childPids(child.pid)].reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0),
    /** The server's resident memory now and at its peak so far (VmRSS, VmHWM), in MB. */
    memoryMb: () => memoryMb(child.pid),
    /** The measured run begins: the server's stall watch (stall-watch.mjs) starts counting afresh. */
    measuring: () => child.kill('SIGUSR2'),
    /** The API processes' pids under WORKERS > 1 (the primary's children), for fault runs. */
    workerPids: () => childPids(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
