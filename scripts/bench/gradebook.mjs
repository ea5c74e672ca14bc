// `npm run bench -- gradebook` (PostgreSQL only: BENCH_DATABASE_URL): a class of BENCH_GRADEBOOK_STUDENTS (500)
// students given BENCH_GRADEBOOK_ASSIGNMENTS (50) assignments, each student with up to two attempts per opened
// assignment (some awaiting marking), seeded in SQL; then the class's gradebook as a teacher of the class reads it:
// JSON (first call and repeats), CSV and XLSX, each timed with the API process's CPU time (budget: JSON under 1 s).
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { root } from '../lib.mjs';

const dist = (p) => import(path.join(root, 'apps/server/dist', p));

/** Staggered weekly windows, one opening a day: the earlier ones closed, a few open, the last ones still to come. */
async function seedClass(database, assignments) {
  const [teacher] = await database.rows(sql`
    insert into users (email, password_hash, fullname, is_verified, role, tokens_valid_after)
    values ('teacher@bench.local', 'bench', 'معلّم الفصل', true, 'staff', now() - interval '1 hour') returning id`);
  const [group] = await database.rows(sql`
    insert into groups (name_ar, name_en, join_code) values ('فصل القياس', 'Bench class', 'BENCHGB1') returning id`);
  await database.rows(sql`insert into group_staff (group_id, user_id) values (${group.id}, ${teacher.id})`);
  await database.rows(sql`
    insert into group_members (group_id, user_id) select ${group.id}, id from users where email like 'taker%@bench.local'`);
  await database.rows(sql`
    with quiz as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from quizzes where published)
    insert into assignments (quiz_id, opens_at, closes_at)
    select quiz.id, now() - (${assignments} - 4 - g) * interval '1 day', now() - (${assignments} - 11 - g) * interval '1 day'
    from generate_series(1, ${assignments}) g join quiz on quiz.k = g % quiz.n`);
  await database.rows(sql`
    insert into assignment_groups (assignment_id, group_id)
    select id, ${group.id} from assignments where id not in (select assignment_id from assignment_groups)`);
  // 85 % make a first attempt, 30 % a second; one in twenty awaits a mark.
  await database.rows(sql`
    insert into trials (id, user_id, quiz_id, question_order, status, started_at, completed_at, completed_by, percentage, passed, marking)
    select gen_random_uuid(), m.user_id, a.quiz_id, '{}', 'completed', a.opens_at + n * interval '1 hour',
      a.opens_at + n * interval '1 hour' + interval '20 minutes', 'client',
      case when r.pending then null else r.p end, case when r.pending then null else r.p >= 50 end,
      case when r.pending then 'pending' end
    from group_members m
    join assignment_groups ag on ag.group_id = m.group_id
    join assignments a on a.id = ag.assignment_id
    cross join generate_series(1, 2) n
    cross join lateral (select round((random() * 100)::numeric, 2)::float8 as p, random() < 0.05 as pending, random() as draw) r
    where m.group_id = ${group.id} and a.opens_at + n * interval '1 hour' < now() and r.draw < case n when 1 then 0.85 else 0.3 end`);
  await database.rows(sql`vacuum analyze trials`);
  const [{ count }] = await database.rows(sql`
    select count(*)::int as count from trials t join group_members m on m.user_id = t.user_id and m.group_id = ${group.id}`);
  return { groupId: group.id, teacherId: teacher.id, trials: count };
}

export async function benchGradebook(server, { assignments }) {
  const { openDatabase } = await dist('db/client.js');
  const { signAccessToken } = await dist('lib/tokens.js');
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  const seeding = performance.now();
  const seeded = await (async () => {
    try {
      return await seedClass(database, assignments);
    } finally {
      await database.close();
    }
  })();
  console.log(`seeded ${seeded.trials} trials in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const token = await signAccessToken(server.jwtSecret, { id: seeded.teacherId, role: 'staff' });
  const call = async (label, format) => {
    const started = performance.now();
    const cpu = server.cpuMs();
    const res = await fetch(`${server.api}admin/groups/${seeded.groupId}/gradebook/?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${res.status} ${body.toString()}`);
    const ms = Math.round(performance.now() - started);
    // The API process's own CPU: a figure the machine's other load changes far less than the wall time.
    const cpuMs = Math.round(server.cpuMs() - cpu);
    const students = format === 'json' ? JSON.parse(body.toString()).students.length : null;
    return { call: label, ms, 'API CPU ms': cpuMs, KB: Math.round(body.length / 1024), students };
  };
  const rows = [await call('json, first', 'json')];
  for (let i = 1; i <= 5; i++) rows.push(await call(`json, repeat ${i}`, 'json'));
  rows.push(await call('csv', 'csv'), await call('xlsx', 'xlsx'));
  return rows;
}
