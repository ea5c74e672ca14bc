// `npm run bench -- live` (PostgreSQL only: BENCH_DATABASE_URL): BENCH_LIVE_TAKERS (5000) attempts in progress on the
// demo quiz, each with answers and a few events, seeded in SQL; then the live monitor as an invigilator's console
// polls it: first call and repeats, each timed with the API process's CPU (budget: < 300 ms).
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { root } from '../lib.mjs';

const dist = (p) => import(path.join(root, 'apps/server/dist', p));

async function seedSitting(database, quizId, versionId, questionIds) {
  const order = `{${questionIds.join(',')}}`;
  const [admin] = await database.rows(sql`select id from users where role = 'admin' order by email limit 1`);
  await database.rows(sql`
    with made as (
      insert into trials (id, user_id, quiz_id, version_id, question_order, status, started_at, deadline)
      select gen_random_uuid(), u.id, ${quizId}, ${versionId}, ${order}::int[], 'in_progress',
        now() - interval '20 minutes', now() + interval '40 minutes'
      from users u where u.email like 'taker%@bench.local'
        and not exists (select 1 from trials t where t.user_id = u.id and t.quiz_id = ${quizId} and t.status = 'in_progress')
      returning id, question_order)
    , seen as (
      insert into trial_presence (trial_id, seen_at) select id, now() - (random() * interval '90 seconds') from made
      returning 1)
    , answered as (
      insert into trial_answers (trial_id, question_id, selected_answer_id, submitted_at)
      select made.id, q, null, now() - interval '1 minute' from made, unnest(made.question_order[1:10]) q
      returning 1)
    insert into trial_events (trial_id, kind, client_at, ip, device_hash)
    select made.id, (array['left', 'returned', 'paste', 'left', 'returned'])[g], now() - g * interval '1 minute', '10.0.0.1', 'bench'
    from made, generate_series(1, 5) g`);
  await database.rows(sql`vacuum analyze trials`);
  await database.rows(sql`vacuum analyze trial_presence`);
  await database.rows(sql`vacuum analyze trial_answers`);
  await database.rows(sql`vacuum analyze trial_events`);
  return { adminId: admin.id };
}

export async function benchLive(server) {
  const { openDatabase } = await dist('db/client.js');
  const { signAccessToken } = await dist('lib/tokens.js');
  // One attempt through the API gives the quiz's version and question order; the others are copies of it.
  const student = await server.sign(server.userIds[0]);
  const start = await fetch(`${server.api}quizzes/quizzes/${server.quizId}/start/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${student}`, 'content-type': 'application/json' },
    body: '{}',
  }).then((r) => r.json());
  const ids = await fetch(`${server.api}quizzes/quizzes/${server.quizId}/trials/${start.id}/questions/ids/`, {
    headers: { authorization: `Bearer ${student}` },
  }).then((r) => r.json());
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  const [trial] = await database.rows(sql`select version_id from trials where id = ${start.id}::uuid`);
  const seeding = performance.now();
  const seeded = await (async () => {
    try {
      return await seedSitting(
        database,
        server.quizId,
        trial.version_id,
        ids.map((q) => q.id),
      );
    } finally {
      await database.close();
    }
  })();
  console.log(`seeded the sitting in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const token = await signAccessToken(server.jwtSecret, { id: seeded.adminId, role: 'admin' });
  let since;
  const call = async (label, changes = false) => {
    const started = performance.now();
    const cpu = server.cpuMs();
    const query = changes ? `?since=${encodeURIComponent(since)}` : '';
    const res = await fetch(`${server.api}admin/quizzes/${server.quizId}/live/${query}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${res.status} ${body}`);
    const answer = JSON.parse(body);
    since = answer.server_now;
    return {
      call: label,
      ms: Math.round(performance.now() - started),
      'API CPU ms': Math.round(server.cpuMs() - cpu),
      KB: Math.round(body.length / 1024),
      takers: answer.takers.length,
      full: answer.full,
    };
  };
  const rows = [await call('first')];
  for (let i = 1; i <= 5; i++) rows.push(await call(`repeat ${i}`));
  // What the console asks every 5 s between full answers: the attempts changed since its last answer. The seeded
  // sitting is quiet but for those whose last sign of life turns a minute old, so this is mostly the cost of looking.
  for (let i = 1; i <= 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    rows.push(await call(`changes ${i}`, true));
  }
  return rows;
}
