// `npm run bench -- import` (PostgreSQL only: BENCH_DATABASE_URL): BENCH_IMPORT_QUESTIONS (5000) bilingual questions of every GIFT type in one file,
// imported as a dry run and then for real into a new category, each timed and followed by the server's memory.
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { root } from '../lib.mjs';

const dist = (p) => import(path.join(root, 'apps/server/dist', p));
const run = promisify(execFile);

/** One question of each kind GIFT carries, in turn; Arabic and English through Moodle's multilang spans. */
function giftQuestion(i) {
  // GIFT's control characters (= : ~ # { }) are escaped in question text, the attributes' `=` included.
  const text = (ar, en) =>
    `[html]<span lang\\="ar" class\\="multilang">${ar} ${i}</span><span lang\\="en" class\\="multilang">${en} ${i}</span>`;
  const kinds = [
    () => `::q${i}:: ${text('ما عاصمة البلد', 'Capital of country')} {=الرياض ~جدة ~الدمام ~مكة}`,
    () => `::q${i}:: ${text('اختر الأعداد الأولية', 'Pick the primes')} {~%50%٢ ~%50%٣ ~%-100%٤}`,
    () => `::q${i}:: ${text('الشمس نجم', 'The sun is a star')} {T}`,
    () => `::q${i}:: ${text('كم يساوي ٦ × ٧', 'Six times seven')} {#42:0.5}`,
    () => `::q${i}:: ${text('اكتب عاصمة مصر', 'Write the capital of Egypt')} {=القاهرة =Cairo}`,
    () => `::q${i}:: ${text('طابق', 'Match')} {=مكة -> الحجاز =الرياض -> نجد =أبها -> عسير}`,
  ];
  return kinds[i % kinds.length]();
}

export async function benchQuestionImport(server, { questions }) {
  const { signAccessToken } = await dist('lib/tokens.js');
  const { openDatabase } = await dist('db/client.js');
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  let token;
  let category;
  try {
    const [admin] = await database.rows(sql`update users set role = 'admin' where email = 'taker1@bench.local' returning id`);
    token = await signAccessToken(server.jwtSecret, { id: admin.id, role: 'admin' });
    [category] = await database.rows(sql`insert into question_categories (name_ar) values ('مستورد للقياس') returning id`);
  } finally {
    await database.close();
  }
  const file = Buffer.from(Array.from({ length: questions }, (_, i) => giftQuestion(i)).join('\n\n'));
  const idle = server.memoryMb();
  const rows = [{ step: 'idle server', ms: null, created: null, errors: null, 'RSS MB': idle.rss, 'peak RSS MB': idle.peak }];
  for (const dryRun of [true, false]) {
    const form = new FormData();
    form.set('format', 'gift');
    form.set('category', String(category.id));
    form.set('dry_run', String(dryRun));
    form.set('file', new Blob([file]), 'bench.gift.txt');
    const started = performance.now();
    const res = await fetch(`${server.api}admin/questions/import/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    const memory = server.memoryMb();
    rows.push({
      step: dryRun ? `dry run (${(file.length / 1e6).toFixed(1)} MB)` : 'import',
      ms: Math.round(performance.now() - started),
      created: body.created,
      errors: body.errors.length,
      'RSS MB': memory.rss,
      'peak RSS MB': memory.peak,
    });
  }
  return rows;
}

/** `rows` single-choice questions as the spreadsheet columns (CSV with a byte-order mark), Arabic and English. */
function csvFile(rows) {
  const lines = ['\uFEFFtype,text_ar,text_en,option_1_ar,option_1_en,option_2_ar,option_2_en,option_3_ar,option_3_en,correct,category'];
  for (let i = 0; i < rows; i++) {
    lines.push(`single_choice,"ما ناتج ${i} + ١؟","What is ${i} + 1?",${i + 1},${i + 1},${i},${i},${i + 2},${i + 2},1,قياس/${i % 20}`);
  }
  return Buffer.from(lines.join('\n'));
}

/**
 * The issue #29 case: a `rows`-row CSV imported through the background job (admin/questions/imports/) while
 * students list quizzes. Reports the import's time, the server's RSS sampled every 250 ms during it (and its
 * VmHWM), and the quiz-list p99 of `connections` students asking `rate` times a second in all, in 30-s windows during
 * the import against 30 s before it. Each window is printed as it ends, so a run cut short still reports.
 */
export async function benchBackgroundImport(server, { rows, connections = 20, rate = 100 }) {
  const { signAccessToken } = await dist('lib/tokens.js');
  const { openDatabase } = await dist('db/client.js');
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  let token;
  try {
    const [admin] = await database.rows(sql`update users set role = 'admin' where email = 'taker1@bench.local' returning id`);
    token = await signAccessToken(server.jwtSecret, { id: admin.id, role: 'admin' });
  } finally {
    await database.close();
  }
  const student = await server.sign(server.userIds[1]);
  // autocannon runs in a child process: run in this one beside the upload, the polling and the memory sampler, its
  // windows never ended (seen once, not understood); a separate process also keeps the students' client off this
  // process's event loop.
  const quizList = async (name) => {
    const args = [
      path.join(root, 'node_modules/autocannon/autocannon.js'),
      '-j',
      '-c',
      String(connections),
      '-R',
      String(rate),
      '-d',
      '30',
    ];
    args.push('-H', `authorization=Bearer ${student}`, `${server.api}quizzes/quizzes/?limit=10&page=1`);
    const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
    const result = JSON.parse(stdout);
    return {
      path: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    };
  };

  const table = [];
  const add = (row) => {
    table.push(row);
    console.log(JSON.stringify(row));
  };
  add({ step: 'quiz list, no import', ...(await quizList('quiz list, no import')) });
  const file = csvFile(rows);
  const idle = server.memoryMb();
  const form = new FormData();
  form.set('format', 'csv');
  form.set('dry_run', 'false');
  form.set('file', new Blob([file]), 'bench.csv');
  const res = await fetch(`${server.api}admin/questions/imports/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { id } = await res.json();
  if (res.status !== 202) throw new Error(`${res.status} ${id}`);

  let peakRss = idle.rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.memoryMb().rss)), 250);
  let report;
  const poll = async () => {
    const answer = await fetch(`${server.api}admin/questions/imports/${id}/`, { headers: { authorization: `Bearer ${token}` } });
    report = await answer.json();
    return report.status === 'queued' || report.status === 'running';
  };
  let window = 0;
  try {
    // Students keep listing quizzes in 30-s windows for as long as the import runs.
    while (await poll()) {
      window++;
      table.push({
        step: `quiz list, import running (window ${window}, ${report.rows_read} rows read)`,
        ...(await quizList(`window ${window}`)),
      });
    }
  } finally {
    clearInterval(sampler);
  }
  // The server's own start and end: the loop above only notices the end when its 30-s window is over.
  const seconds = (Date.parse(report.finished_at) - Date.parse(report.created_at)) / 1000;
  const memory = server.memoryMb();
  const summary = {
    rows,
    'file MB': +(file.length / 1e6).toFixed(1),
    status: report.status,
    created: report.created,
    problems: report.errors_total,
    'import s': Math.round(seconds),
    'rows/s': Math.round(rows / seconds),
    'idle RSS MB': idle.rss,
    'peak RSS MB during import (sampled)': Math.max(peakRss, memory.rss),
    'VmHWM MB': memory.peak,
  };
  return { summary, table };
}
