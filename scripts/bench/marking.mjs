// `npm run bench -- marking` (PostgreSQL only: BENCH_DATABASE_URL): BENCH_MARKING_ANSWERS (10000) completed attempts
// of the demo reading-and-writing quiz, each with an essay awaiting a mark, seeded in SQL; then the marking queue as
// an operator opens it: all pending answers, one question's, and later pages, each timed with the API process's CPU
// (budget: < 300 ms).
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { root } from '../lib.mjs';

const dist = (p) => import(path.join(root, 'apps/server/dist', p));

/** Copies of the demo student's attempt awaiting marking, one per bench taker, each with its own essay. */
async function seedAnswers(database, answers) {
  const [model] = await database.rows(sql`
    select t.quiz_id, t.version_id, t.question_order from trials t
    where t.marking = 'pending' and not t.preview order by t.completed_at limit 1`);
  if (!model) throw new Error('the demo content has no attempt awaiting marking');
  // A JS array would expand to a row of parameters: pass the order as an array literal.
  const order = `{${model.question_order.join(',')}}`;
  const [admin] = await database.rows(sql`select id from users where role = 'admin' order by email limit 1`);
  await database.rows(sql`
    with takers as (select id, row_number() over (order by id) as n from users where email like 'taker%@bench.local' limit ${answers}),
    made as (
      insert into trials (id, user_id, quiz_id, version_id, question_order, status, started_at, completed_at, completed_by, marking)
      select gen_random_uuid(), takers.id, ${model.quiz_id}, ${model.version_id}, ${order}::int[], 'completed',
        now() - interval '2 days' + takers.n * interval '1 second', now() - interval '1 day' + takers.n * interval '1 second',
        'client', 'pending'
      from takers returning id)
    insert into trial_answers (trial_id, question_id, response)
    select made.id, q.id, jsonb_build_object('text', '<p>' || repeat('النخلة شجرة مباركة تصبر على الحر والعطش. ', 12) || '</p>')
    from made cross join unnest(${order}::int[]) as o(id) join questions q on q.id = o.id and q.type = 'essay'`);
  await database.rows(sql`vacuum analyze trials`);
  await database.rows(sql`vacuum analyze trial_answers`);
  const [{ essay }] = await database.rows(sql`
    select q.id as essay from unnest(${order}::int[]) as o(id) join questions q on q.id = o.id and q.type = 'essay' limit 1`);
  return { quizId: model.quiz_id, essayId: essay, adminId: admin.id };
}

export async function benchMarking(server, { answers }) {
  const { openDatabase } = await dist('db/client.js');
  const { signAccessToken } = await dist('lib/tokens.js');
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  const seeding = performance.now();
  const seeded = await (async () => {
    try {
      return await seedAnswers(database, answers);
    } finally {
      await database.close();
    }
  })();
  console.log(`seeded ${answers} essays awaiting marking in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const token = await signAccessToken(server.jwtSecret, { id: seeded.adminId, role: 'admin' });
  const call = async (label, query) => {
    const started = performance.now();
    const cpu = server.cpuMs();
    const res = await fetch(`${server.api}admin/marking/?quiz=${seeded.quizId}&state=pending${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`${res.status} ${body}`);
    const ms = Math.round(performance.now() - started);
    const cpuMs = Math.round(server.cpuMs() - cpu);
    const { count, results } = JSON.parse(body);
    return { call: label, ms, 'API CPU ms': cpuMs, count, listed: results.length };
  };
  const rows = [await call('pending, first', '')];
  for (let i = 1; i <= 3; i++) rows.push(await call(`pending, repeat ${i}`, ''));
  rows.push(await call('by question', `&question=${seeded.essayId}`));
  rows.push(await call('by question, page 100', `&question=${seeded.essayId}&limit=20&page=100`));
  return rows;
}
