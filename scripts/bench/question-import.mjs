// `npm run bench -- import` (PostgreSQL only: BENCH_DATABASE_URL): BENCH_IMPORT_QUESTIONS (5000) bilingual questions of every GIFT type in one file,
// imported as a dry run and then for real into a new category, each timed and followed by the server's memory.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { root } from '../lib.mjs';

const dist = (p) => import(path.join(root, 'apps/server/dist', p));

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
