// `npm run bench [-- throughput|scenario]`: measures the built server on the hot paths with embedded PGlite and,
// with BENCH_DATABASE_URL, on PostgreSQL. Figures are for this machine: compare ratios from one run.
//   throughput (default): autocannon per path; on PostgreSQL also submit-answer (single choice, and multiple
//                         response and ordering from the question-types demo quiz) as a ratio to a bare
//                         JWT + one-upsert baseline (budget for single choice ≥ 0.8).
//   scenario:             BENCH_LIVE=1 runs it plain and with the live monitor open, live streams held and events flowing,
//                         alternated plain, live, live, plain (BENCH_LIVE_ROUNDS=1: plain, live), every phase's submits pooled
//                         (#32: submit p99 ≤ +10 %; BENCH_LIVE_CHANNEL=poll: the players poll instead, as before the streams;
//                         BENCH_LIVE_MONITOR=0: the players' channel and events without the monitor, to tell their shares apart;
//                         BENCH_SYNCHRONOUS_COMMIT=off: commits don't wait for the log's sync, so a VM's disk stalls don't decide the tail;
//                         BENCH_SPANS_DIR: each phase's calls as [start, end] in a JSON file there);
//                         BENCH_TAKERS (5000) takers, BENCH_QUESTIONS (16) questions, think 30–90 s × BENCH_TIME_SCALE (1),
//                         BENCH_WORKERS (1) API processes, through BENCH_CONNECTIONS (256) kept-alive connections; BENCH_FAULT=kill-worker|restart-postgres at BENCH_FAULT_AT (60) s
//                         injects a fault; on PostgreSQL every acknowledged answer is then looked up in the database.
//   burst:                BENCH_BURST_USERS (5000) competition participants join ahead, then all join-and-start
//                         within BENCH_BURST_SECONDS (10) through BENCH_BURST_CONNECTIONS (256) connections on
//                         BENCH_WORKERS (1) API processes (budget: 0 errors, p99 ≤ 2 s).
//   stats:                PostgreSQL only: BENCH_STATS_TRIALS (100000) completed trials × 30 questions seeded in SQL,
//                         then the quiz statistics endpoint, first call and cached (budget ≤ 2 s).
//   results-export:       PostgreSQL only: BENCH_EXPORT_TRIALS (50000) completed trials × 30 questions seeded in SQL,
//                         then the quiz's results export as CSV and XLSX, timed, with the server's peak RSS (VmHWM).
//   reminders:            PostgreSQL only: BENCH_REMINDER_STUDENTS (20000) students of a class reminded that an assignment
//                         is due, while BENCH_REMINDER_TAKERS (200) takers submit answers (budget: ≤ 60 s, submit p99 ≤ +10 %).
//   gradebook:            PostgreSQL only: a class of BENCH_GRADEBOOK_STUDENTS (500) students × BENCH_GRADEBOOK_ASSIGNMENTS
//                         (50) assignments with their attempts seeded in SQL, then the class's gradebook as its teacher
//                         reads it, JSON (budget < 1 s), CSV and XLSX.
//   marking:              PostgreSQL only: BENCH_MARKING_ANSWERS (10000) essays awaiting a mark seeded in SQL, then the
//                         marking queue: all pending, by question, a later page (budget < 300 ms).
//   live:                 PostgreSQL only: BENCH_LIVE_TAKERS (5000) attempts in progress with answers and events, then
//                         the live monitor's refresh as the console polls it (budget < 300 ms).
//   import:               BENCH_IMPORT_QUESTIONS (5000) bilingual GIFT questions of every type imported as a dry run
//                         and for real, each timed with the server's memory after; then (#29) a BENCH_IMPORT_ROWS
//                         (100000) row CSV through the background import while BENCH_IMPORT_STUDENTS (20) students list
//                         quizzes, BENCH_IMPORT_RATE (100) requests a second in all: time, the server's peak RSS, the quiz-list p99 during it against before it
//                         (BENCH_IMPORT_ROWS set: the background case only).
//   web:                  Lighthouse 13 (mobile, simulated throttling) per page in Arabic and English, over HTTP/1.1, or
//                         with BENCH_WEB_PROTOCOL=h2 through a TLS proxy speaking HTTP/2 as production does
//                         (BENCH_WEB_REPORTS=<dir> keeps each full report); BENCH_WEB_PAGE
//                         narrows to pages whose name contains it (budgets: performance ≥ 0.95, accessibility 1,
//                         best practices ≥ 0.95; /auth/login ≤ 100 KB of JS and ≤ 12 requests before first paint, LCP ≤ 2 s).
import os from 'node:os';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mustRun, root } from '../lib.mjs';
import { postgresCpuMs, startServer } from './server.mjs';
import { benchBurst } from './burst.mjs';
import { benchGradebook } from './gradebook.mjs';
import { benchLive } from './live.mjs';
import { benchMarking } from './marking.mjs';
import { databaseWrites, lostAnswers, faultFor, walMb } from './faults.mjs';
import { percentiles } from './measure.mjs';
import { sampleWaits } from './pg-waits.mjs';
import { tailOverlap } from './tail-overlap.mjs';
import { benchScenario } from './scenario.mjs';
import { describeStalls } from './stall-watch.mjs';
import { benchBackgroundImport, benchQuestionImport } from './question-import.mjs';
import { benchReminders } from './reminders.mjs';
import { benchResultsExport } from './results-export.mjs';
import { benchStats } from './stats.mjs';
import { benchThroughput } from './throughput.mjs';

const mode = process.argv[2] ?? 'throughput';

/** Lighthouse lives in its own folder, installed on the web bench's first run (see scripts/bench/web/package.json). */
async function webBench() {
  const folder = 'scripts/bench/web';
  if (!existsSync(path.join(root, folder, 'node_modules/lighthouse'))) {
    console.log('› installing Lighthouse for the web bench (first run only)');
    await mustRun('npm', ['ci', '--no-audit', '--no-fund'], { cwd: folder });
  }
  return import('./web/web.mjs');
}
const env = (name, fallback) => Number(process.env[name] ?? fallback);

/** An admin's token for the live monitor (PostgreSQL: the bench reads the seeded admin's id from the database). */
async function monitorToken(server) {
  if (!server.databaseUrl) throw new Error('BENCH_LIVE needs BENCH_DATABASE_URL');
  const { openDatabase } = await import(path.join(root, 'apps/server/dist/db/client.js'));
  const { signAccessToken } = await import(path.join(root, 'apps/server/dist/lib/tokens.js'));
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  try {
    const [admin] = await database.rows(sql`select id from users where role = 'admin' order by email limit 1`);
    return signAccessToken(server.jwtSecret, { id: admin.id, role: 'admin' });
  } finally {
    await database.close();
  }
}
const targets = [{ label: 'embedded PGlite', databaseUrl: undefined }];
if (process.env.BENCH_DATABASE_URL) targets.push({ label: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL });
if (mode !== 'throughput' && process.env.BENCH_DATABASE_URL && !process.env.BENCH_PGLITE) targets.shift();

await mustRun('node', ['scripts/build.mjs']);
for (const { label, databaseUrl } of targets) {
  if (mode === 'throughput') {
    const duration = env('BENCH_SECONDS', 8);
    const connections = env('BENCH_CONNECTIONS', 100);
    const server = await startServer({ databaseUrl, takers: 3001 });
    try {
      const { rows, ratios, essayRatio } = await benchThroughput(server, { duration, connections });
      console.log(`\n${label}: throughput (${connections} connections, ${duration} s per path)`);
      console.table(rows);
      for (const [type, ratio] of Object.entries(ratios)) {
        console.log(`submit-answer (${type}) / baseline = ${ratio.toFixed(2)}${type === 'single choice' ? ' (budget ≥ 0.80)' : ''}`);
      }
      console.log(`essay submit / short-text submit (time per request) = ${essayRatio.toFixed(2)} (budget ≤ 1.50)`);
    } finally {
      await server.stop();
    }
  } else if (mode === 'scenario') {
    const options = {
      takers: env('BENCH_TAKERS', 5000),
      questions: env('BENCH_QUESTIONS', 16),
      thinkMin: 30,
      thinkMax: 90,
      scale: env('BENCH_TIME_SCALE', 1),
      connections: env('BENCH_CONNECTIONS', 256),
    };
    const workers = env('BENCH_WORKERS', 1);
    // BENCH_LIVE=1 (#32): the same scenario plain and with the live monitor open and events flowing, in the order
    // plain, live, live, plain (BENCH_LIVE_ROUNDS=1: plain, live). This machine's speed drifts by more than the
    // budget within the hour; alternating cancels a steady drift, which two phases in a row measure as the ratio.
    const rounds = env('BENCH_LIVE_ROUNDS', 2);
    const phases = process.env.BENCH_LIVE
      ? Array.from({ length: rounds }, (_, r) => (r % 2 ? [true, false] : [false, true])).flat()
      : [false];
    const submitP99 = [];
    const submits = { plain: [], live: [] };
    for (const withLive of phases) {
      const server = await startServer({ databaseUrl, takers: options.takers, workers });
      options.fault = faultFor(process.env.BENCH_FAULT, server, env('BENCH_FAULT_AT', 60));
      options.live = withLive
        ? {
            monitorToken: process.env.BENCH_LIVE_MONITOR === '0' ? null : await monitorToken(server),
            poll: process.env.BENCH_LIVE_CHANNEL === 'poll',
          }
        : undefined;
      try {
        console.log(
          `\n${label}${withLive ? ', live monitor open and events flowing' : ''}: ${options.takers} takers × ${options.questions} questions, think ${options.thinkMin}–${options.thinkMax} s × ${options.scale}, ${workers} API process(es) through ${options.connections} kept-alive connections${options.fault ? `, fault: ${process.env.BENCH_FAULT} at ${options.fault.atSeconds} s` : ''}`,
        );
        // Where the machine's two cores went: the server, PostgreSQL and this load generator, each phase.
        server.measuring();
        const writesBefore = server.databaseUrl ? await databaseWrites(server.databaseUrl) : null;
        const cpuBefore = { server: server.cpuMs(), postgres: postgresCpuMs(), generator: process.cpuUsage() };
        const waits = server.databaseUrl ? await sampleWaits(server.databaseUrl) : null;
        let waited;
        // The sampler stops even when the scenario throws: its connection would keep the bench from exiting.
        const { rows, errors, seconds, slowest, over200, acknowledged, retried, faultReport, streamMessages, generator, submitMs, spans } =
          await benchScenario(server, options).finally(async () => (waited = await waits?.stop()));
        submits[withLive ? 'live' : 'plain'].push(...submitMs);
        const generatorCpu = process.cpuUsage(cpuBefore.generator);
        console.table(rows);
        const share = (ms) => `${Math.round(ms / 1000)} s (${Math.round(ms / seconds / 10)} % of a core)`;
        console.log(
          `CPU: server ${share(server.cpuMs() - cpuBefore.server)}, PostgreSQL ${share(postgresCpuMs() - cpuBefore.postgres)}, load generator ${share((generatorCpu.user + generatorCpu.system) / 1000)}`,
        );
        if (streamMessages !== undefined) console.log(`${streamMessages} messages on the players' live streams`);
        submitP99.push(rows.find((r) => r.step === 'submit')?.['p99 ms']);
        if (slowest.length) {
          console.log(`${over200} calls over 200 ms; the slowest, with when they started:`);
          console.table(slowest);
        }
        console.log(describeStalls("the load generator's own event loop", generator));
        const overlap = tailOverlap(spans);
        // BENCH_SPANS_DIR: every call's [start, end] of each phase, for analysis after the run.
        if (process.env.BENCH_SPANS_DIR)
          writeFileSync(
            path.join(process.env.BENCH_SPANS_DIR, `phase-${submitP99.length}-${withLive ? 'live' : 'plain'}.json`),
            JSON.stringify(spans),
          );
        console.log(`the ${overlap.slow} submits at or over this phase's p99 (${overlap.p99} ms), and what they ran beside:`);
        console.table(overlap.rows);
        console.log(`slow submits by minute of the phase: ${overlap.byMinute}`);
        if (waited) {
          console.log(
            `PostgreSQL's statements in flight per sample (${waited.samples}, every 100 ms), by what they waited for: ${waited.averages}`,
          );
          console.log(`${waited.pileUps.length} samples with 8 or more in flight${waited.pileUps.length ? '; the fullest:' : ''}`);
          if (waited.pileUps.length) console.table([...waited.pileUps].sort((a, b) => b.active - a.active).slice(0, 12));
        }
        console.log(`${errors.length} errors in ${seconds} s (budget: 0 errors, p99 ≤ 200 ms)`);
        for (const e of [...new Set(errors)].slice(0, 10)) console.log(`  ${e}`);
        if (faultReport) {
          const since = (ms) => ((ms - faultReport.at) / 1000).toFixed(1);
          console.log(
            `fault: ${faultReport.fault}${faultReport.acceptingAt ? `, accepting again after ${since(faultReport.acceptingAt)} s` : ''}`,
          );
          const last = retried.reduce((latest, at) => Math.max(latest, at), 0) || null;
          console.log(`${retried.length} calls retried (no answer or 503)${last ? `, the last ${since(last)} s after the fault` : ''}`);
        }
        if (writesBefore) {
          // A backend that went idle sends its statistics to pg_stat_user_tables within 10 s (PostgreSQL 15's idle interval).
          await new Promise((resolve) => setTimeout(resolve, 11_000));
          const after = await databaseWrites(server.databaseUrl);
          console.log(
            `PostgreSQL wrote ${walMb(writesBefore.lsn, after.lsn).toFixed(1)} MB of write-ahead log, synced to disk ${after.syncs - writesBefore.syncs} times; ${after.updated - writesBefore.updated} trials rows updated, ${after.hot - writesBefore.hot} of them HOT; ${after.sessions - writesBefore.sessions - 1} connections opened; ${after.autovacuums - writesBefore.autovacuums} autovacuums or autoanalyzes, ${after.checkpoints - writesBefore.checkpoints} checkpoints`,
          );
        }
        if (databaseUrl || server.databaseUrl) {
          const lost = await lostAnswers(server.databaseUrl, acknowledged);
          console.log(`${acknowledged.length} answers acknowledged, ${lost} of them missing from the database (budget: 0)`);
        }
      } finally {
        await server.stop();
      }
    }
    if (process.env.BENCH_LIVE) {
      console.log(`submit p99 by phase (ms): ${phases.map((live, i) => `${live ? 'live' : 'plain'} ${submitP99[i]}`).join(', ')}`);
      const [plain, live] = [percentiles(submits.plain)['p99 ms'], percentiles(submits.live)['p99 ms']];
      console.log(
        `submit p99 with the live monitor and events / without = ${live} / ${plain} ms = ${(live / plain).toFixed(2)} (budget ≤ 1.10; every phase's submits pooled${rounds > 1 ? ', phases alternated' : ''})`,
      );
    }
  } else if (mode === 'burst') {
    const options = {
      users: env('BENCH_BURST_USERS', 5000),
      seconds: env('BENCH_BURST_SECONDS', 10),
      connections: env('BENCH_BURST_CONNECTIONS', 256),
    };
    const workers = env('BENCH_WORKERS', 1);
    const server = await startServer({ databaseUrl, takers: options.users, competition: true, workers });
    try {
      console.log(
        `\n${label}: competition start burst, ${options.users} participants within ${options.seconds} s, ≤ ${options.connections} in flight, ${workers} API process(es) (load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')})`,
      );
      const { join, burst, errors } = await benchBurst(server, options);
      console.log(`joined ahead: ${join.count} in ${join.seconds.toFixed(1)} s, ${join.errors.length} errors`);
      console.table([{ step: 'join-and-start', ...burst }]);
      console.log(`${errors.length} errors (budget: ${options.users} starts within ${options.seconds} s, 0 errors, p99 ≤ 2000 ms)`);
      for (const e of [...new Set([...join.errors, ...errors])].slice(0, 10)) console.log(`  ${e}`);
    } finally {
      await server.stop();
    }
  } else if (mode === 'stats') {
    if (!databaseUrl) continue;
    const trials = env('BENCH_STATS_TRIALS', 100_000);
    const server = await startServer({ databaseUrl, takers: trials });
    try {
      const rows = await benchStats(server, { trials });
      console.log(`\n${label}: quiz statistics over ${trials} trials × 30 questions (load average ${os.loadavg()[0].toFixed(1)})`);
      console.table(rows);
      console.log('budget: ≤ 2000 ms');
    } finally {
      await server.stop();
    }
  } else if (mode === 'results-export') {
    if (!databaseUrl) continue;
    const trials = env('BENCH_EXPORT_TRIALS', 50_000);
    const server = await startServer({ databaseUrl, takers: trials });
    try {
      const rows = await benchResultsExport(server, { trials });
      console.log(`\n${label}: results export of ${trials} trials × 30 questions (load average ${os.loadavg()[0].toFixed(1)})`);
      console.table(rows);
    } finally {
      await server.stop();
    }
  } else if (mode === 'reminders') {
    if (!databaseUrl) continue;
    const options = {
      students: env('BENCH_REMINDER_STUDENTS', 20_000),
      takers: env('BENCH_REMINDER_TAKERS', 200),
      seconds: env('BENCH_SECONDS', 10),
    };
    const server = await startServer({ databaseUrl, takers: options.students + options.takers });
    try {
      const { rows, notified, notifiedSeconds, mailsSeconds, p99Ratio } = await benchReminders(server, options);
      console.log(
        `\n${label}: ${options.students} students reminded while ${options.takers} takers submit (load average ${os.loadavg()[0].toFixed(1)})`,
      );
      console.table(rows);
      const s = (value) => (value === null ? 'not within the run' : `${value.toFixed(1)} s`);
      console.log(`${notified} notified in ${s(notifiedSeconds)}; their e-mail jobs drained in ${s(mailsSeconds)}`);
      console.log(`submit p99 during / alone = ${p99Ratio.toFixed(2)} (budget: reminders ≤ 60 s, ratio ≤ 1.10)`);
    } finally {
      await server.stop();
    }
  } else if (mode === 'gradebook') {
    if (!databaseUrl) continue;
    const students = env('BENCH_GRADEBOOK_STUDENTS', 500);
    const assignments = env('BENCH_GRADEBOOK_ASSIGNMENTS', 50);
    const server = await startServer({ databaseUrl, takers: students });
    try {
      const rows = await benchGradebook(server, { assignments });
      console.log(
        `\n${label}: gradebook of ${students} students × ${assignments} assignments (load average ${os.loadavg()[0].toFixed(1)})`,
      );
      console.table(rows);
      console.log('budget: JSON < 1000 ms');
    } finally {
      await server.stop();
    }
  } else if (mode === 'marking') {
    if (!databaseUrl) continue;
    const answers = env('BENCH_MARKING_ANSWERS', 10_000);
    const server = await startServer({ databaseUrl, takers: answers });
    try {
      const rows = await benchMarking(server, { answers });
      console.log(`\n${label}: marking queue with ${answers} essays awaiting a mark (load average ${os.loadavg()[0].toFixed(1)})`);
      console.table(rows);
      console.log('budget: < 300 ms');
    } finally {
      await server.stop();
    }
  } else if (mode === 'live') {
    if (!databaseUrl) continue;
    const takers = env('BENCH_LIVE_TAKERS', 5000);
    const server = await startServer({ databaseUrl, takers });
    try {
      const rows = await benchLive(server);
      console.log(`\n${label}: live monitor of ${takers} attempts in progress (load average ${os.loadavg()[0].toFixed(1)})`);
      console.table(rows);
      console.log('budget: < 300 ms');
    } finally {
      await server.stop();
    }
  } else if (mode === 'import') {
    if (!databaseUrl) continue;
    const questions = env('BENCH_IMPORT_QUESTIONS', 5000);
    const server = await startServer({ databaseUrl, takers: 1 });
    try {
      if (!process.env.BENCH_IMPORT_ROWS) {
        const rows = await benchQuestionImport(server, { questions });
        console.log(`\n${label}: import of ${questions} GIFT questions (load average ${os.loadavg()[0].toFixed(1)})`);
        console.table(rows);
      }
    } finally {
      await server.stop();
    }
    const csvRows = env('BENCH_IMPORT_ROWS', 100_000);
    const students = env('BENCH_IMPORT_STUDENTS', 20);
    const rate = env('BENCH_IMPORT_RATE', 100);
    const background = await startServer({ databaseUrl, takers: students + 1 });
    try {
      console.log(
        `\n${label}: background import of a ${csvRows}-row CSV, ${students} students listing quizzes ${rate} times a second in all (load average ${os.loadavg()[0].toFixed(1)})`,
      );
      const { summary, table } = await benchBackgroundImport(background, { rows: csvRows, connections: students, rate });
      console.table(table);
      console.table([summary]);
      console.log(`load average after: ${os.loadavg()[0].toFixed(1)}`);
    } finally {
      await background.stop();
    }
  } else if (mode === 'web') {
    if (databaseUrl) continue;
    const { WEB_PASSWORD, benchWeb, webBudgets } = await webBench();
    const server = await startServer({ takers: 1, password: WEB_PASSWORD });
    try {
      console.log(`\n${label}: Lighthouse (mobile, simulated throttling), load average ${os.loadavg()[0].toFixed(1)}`);
      const rows = await benchWeb(server, { only: process.env.BENCH_WEB_PAGE, protocol: process.env.BENCH_WEB_PROTOCOL });
      console.table(rows);
      console.log('JS KB and requests: before the first contentful paint. Budgets (issue #17):');
      for (const line of webBudgets(rows)) console.log(`  ${line}`);
    } finally {
      await server.stop();
    }
  } else {
    console.error(
      `unknown bench mode: ${mode} (throughput | scenario | burst | stats | results-export | reminders | gradebook | marking | live | import | web)`,
    );
    process.exit(2);
  }
}
if (!process.env.BENCH_DATABASE_URL) console.log('\n(set BENCH_DATABASE_URL=postgres://… to measure on PostgreSQL too)');
