// `npm run bench -- reminders` (PostgreSQL only: BENCH_DATABASE_URL): BENCH_REMINDER_STUDENTS (20000) students in one
// class with an assignment due within the hour, none started. Submit-answer is measured from BENCH_REMINDER_TAKERS
// (200) takers for BENCH_SECONDS (10) s alone, then again while the "due in 1 hour" job runs: the reminder's time
// (its notifications written, and the e-mail jobs it queued drained, as far as that happened within the run) and
// the takers' submit p99 beside the run without it (budget: reminders within 60 s, p99 within +10 %).
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { root } from '../lib.mjs';
import { measure } from './measure.mjs';

const dist = (p) => import(path.join(root, 'apps/server/dist', p));

async function takersReady(server, takers) {
  const { api, quizId, userIds, sign } = server;
  const ready = [];
  for (const userId of userIds.slice(0, takers)) {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${await sign(userId)}` };
    const trial = await (await fetch(`${api}quizzes/quizzes/${quizId}/start/`, { method: 'POST', headers, body: '{}' })).json();
    const question = await (await fetch(`${api}quizzes/trial/${trial.id}/questions/${trial.first_question.id}/`, { headers })).json();
    ready.push({ headers, url: `${api}quizzes/trials/${trial.id}/question/${question.id}/submit-answer/`, answers: question.answers });
  }
  return ready;
}

export async function benchReminders(server, { students, takers, seconds }) {
  const { openDatabase } = await dist('db/client.js');
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  try {
    const ready = await takersReady(server, takers);
    const submits = (name) =>
      measure({
        name,
        url: ready[0].url,
        method: 'POST',
        connections: Math.min(50, takers),
        duration: seconds,
        pick: (i) => {
          const taker = ready[i % ready.length];
          return {
            path: new URL(taker.url).pathname,
            headers: taker.headers,
            body: JSON.stringify({ selected_answer_id: taker.answers[i % taker.answers.length].id }),
          };
        },
      });
    const alone = await submits('submit-answer, alone');

    // The class: every bench user after the takers (students who have not started), and an assignment closing within the hour.
    const [group] = await database.rows(
      sql`insert into groups (name_ar, name_en, join_code) values ('فصل القياس', 'Bench class', 'BENCHREM1') returning id`,
    );
    await database.rows(sql`insert into group_members (group_id, user_id)
      select ${group.id}, u.id from users u where u.email like 'taker%@bench.local'
        and not exists (select 1 from trials t where t.user_id = u.id) limit ${students} returning 1`);
    const closesAt = new Date(Date.now() + 50 * 60_000);
    const [assignment] = await database.rows(sql`insert into assignments (quiz_id, opens_at, closes_at)
      values (${server.quizId}, now() - interval '1 day', ${closesAt.toISOString()}::timestamptz) returning id`);
    await database.rows(sql`insert into assignment_groups (assignment_id, group_id) values (${assignment.id}, ${group.id}) returning 1`);
    const count = async (query) => (await database.rows(query))[0].n;
    const notified = () => count(sql`select count(*)::int as n from notifications where kind = 'assignment_due'`);
    const mailsWaiting = () => count(sql`select count(*)::int as n from jobs where kind = 'notification-mail' and failed_at is null`);

    const started = performance.now();
    await database.rows(sql`insert into jobs (kind, payload) values ('assignment-notice',
      ${JSON.stringify({ assignment: assignment.id, notice: 'due_1h', at: new Date(closesAt.getTime() - 3_600_000).toISOString() })}::jsonb) returning 1`);
    let notifiedMs = null;
    let drainedMs = null;
    const watching = (async () => {
      while (drainedMs === null && performance.now() - started < 120_000) {
        if (notifiedMs === null && (await notified()) >= students) notifiedMs = performance.now() - started;
        if (notifiedMs !== null && (await mailsWaiting()) === 0) drainedMs = performance.now() - started;
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const during = await submits('submit-answer, during the reminder run');
    await watching;
    return {
      rows: [alone, during],
      notified: await notified(),
      notifiedSeconds: notifiedMs === null ? null : notifiedMs / 1000,
      mailsSeconds: drainedMs === null ? null : drainedMs / 1000,
      p99Ratio: during['p99 ms'] / alone['p99 ms'],
    };
  } finally {
    await database.close();
  }
}
