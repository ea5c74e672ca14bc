// `npm run bench -- stats` (PostgreSQL only: BENCH_DATABASE_URL): BENCH_STATS_TRIALS (100000) completed trials ×
// 30 questions written straight into the database (insert … select generate_series), then the statistics
// endpoint timed: the first call (the process's cache empty), a repeat (cached) and a second filter (computed
// again over the same, now warm, database pages); then a taker's result, whose percentile rank counts the
// version's 100,000 first attempts.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { root } from '../lib.mjs';

const dist = (p) => import(path.join(root, 'apps/server/dist', p));

/** A 30-question graded quiz over the bench bank, published through the authoring service. */
export async function publishQuiz(database) {
  const { SYSTEM_ACTOR } = await dist('modules/audit/recorder.js');
  const { authoringService } = await dist('modules/authoring/service.js');
  const questions = await database.rows(sql`
    select q.id from questions q join question_categories c on c.id = q.category_id
    where c.name_en = 'Bench bank' and q.superseded_at is null order by q.id limit 30`);
  const authoring = authoringService({ db: database.db, translate: (_lang, key) => key, onPublished: () => undefined });
  const section = { kind: 'fixed', title: { ar: '', en: '' }, questions: questions.map((q) => q.id) };
  const id = await authoring.create(SYSTEM_ACTOR, {
    title: { ar: 'إحصاءات', en: 'Statistics' },
    duration_minutes: 30,
    sections: [section],
  });
  await authoring.publish(SYSTEM_ACTOR, id, 'ar');
  return id;
}

/**
 * One trial per taker. A taker's ability and a question's difficulty come from hashes, so the key is picked
 * with a probability that rises with ability and falls with difficulty: item statistics have something to find.
 */
export async function seedTrials(database, quizId) {
  const [{ version }] = await database.rows(sql`select current_version_id as version from quizzes where id = ${quizId}`);
  await database.rows(sql`
    insert into trials (id, user_id, quiz_id, version_id, status, started_at, completed_at, completed_by, question_order)
    select gen_random_uuid(), u.id, ${quizId}, ${version}, 'completed', now() - interval '2 days',
      now() - interval '1 day' + u.n * interval '1 second', 'client',
      (select array_agg(question_id order by question_id) from quiz_version_questions where version_id = ${version})
    from (select id, row_number() over (order by id) as n from users where email like 'taker%@bench.local') u`);
  await database.rows(sql`
    insert into trial_answers (trial_id, question_id, selected_answer_id)
    select t.id, q.question_id,
      case when random() < 0.3 + 0.7 * (get_byte(uuid_send(t.id), 0) / 255.0) - 0.3 * (q.question_id % 7) / 6.0
        then q.key else q.others[1 + floor(random() * 3)::int] end
    from trials t
    cross join lateral (
      select a.question_id, max(a.id) filter (where a.is_correct) as key, array_agg(a.id) filter (where not a.is_correct) as others
      from answers a join quiz_version_questions v on v.question_id = a.question_id and v.version_id = ${version}
      group by a.question_id) q
    where t.quiz_id = ${quizId}`);
  // What completion writes: the score, the picks in question order (question_order is by question id here) and
  // the first-attempt flag (one trial per taker).
  await database.rows(sql`
    update trials t set score = s.score, max_score = 30, correct_count = s.score, percentage = round(s.score * 100.0 / 30, 2),
      passed = s.score >= 15, picks = s.picks, first_attempt = true
    from (select ta.trial_id, count(*) filter (where a.is_correct)::int as score,
            string_agg(ta.question_id || ':' || coalesce(ta.selected_answer_id, 0), ',' order by ta.question_id) as picks
          from trial_answers ta join answers a on a.id = ta.selected_answer_id group by ta.trial_id) s
    where s.trial_id = t.id and t.quiz_id = ${quizId}`);
  // What autovacuum does within a minute of a bulk insert (PostgreSQL 13+ vacuums after inserts too): it sets the
  // visibility map, without which the statistics' freshness check (count and latest completion, an index-only
  // scan) reads the table's 100,000 rows instead of the index (200 ms instead of 10).
  await database.rows(sql`vacuum analyze trials`);
  await database.rows(sql`vacuum analyze trial_answers`);
}

export async function benchStats(server, { trials }) {
  const { openDatabase } = await dist('db/client.js');
  const { signAccessToken } = await dist('lib/tokens.js');
  const database = await openDatabase({ databaseUrl: server.databaseUrl });
  const seeding = performance.now();
  const { quizId, token, taker } = await (async () => {
    try {
      const [admin] = await database.rows(sql`update users set role = 'admin' where email = 'taker1@bench.local' returning id`);
      const id = await publishQuiz(database);
      await seedTrials(database, id);
      const [trial] = await database.rows(sql`
        select t.id, t.user_id from trials t join users u on u.id = t.user_id where u.email = 'taker2@bench.local' and t.quiz_id = ${id}`);
      return {
        quizId: id,
        token: await signAccessToken(server.jwtSecret, { id: admin.id, role: 'admin' }),
        taker: { trial: trial.id, token: await signAccessToken(server.jwtSecret, { id: trial.user_id, role: 'student' }) },
      };
    } finally {
      await database.close();
    }
  })();
  console.log(`seeded ${trials} trials × 30 answers in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  const call = async (label, query = '') => {
    const started = performance.now();
    const res = await fetch(`${server.api}admin/quizzes/${quizId}/statistics/${query}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
    return {
      call: label,
      status: res.status,
      ms: Math.round(performance.now() - started),
      trials: body.trials,
      alpha: body.alpha?.toFixed(3),
    };
  };
  const percentile = async (label) => {
    const started = performance.now();
    const res = await fetch(`${server.api}quizzes/results/?trial__id=${taker.trial}`, {
      headers: { authorization: `Bearer ${taker.token}` },
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
    return {
      call: label,
      status: res.status,
      ms: Math.round(performance.now() - started),
      trials,
      alpha: `rank ${body.results[0].percentile_rank}`,
    };
  };
  return [
    await call('first (process cache empty)'),
    await call('repeat (cached)'),
    await call('attempts=all (computed again)', '?attempts=all'),
    await call('attempts=all repeat (cached)', '?attempts=all'),
    await percentile('result page with its percentile rank'),
    await percentile('result page again'),
  ];
}
