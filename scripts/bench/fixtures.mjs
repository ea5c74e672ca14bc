// Prepares a benchmark database before the server starts: migrations, demo content and N verified
// takers inserted in one statement (registering thousands through the API would measure argon2, not us).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { root } from '../lib.mjs';

const dist = (p) => import(path.join(root, 'apps/server/dist', p));

const quietLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quietLog, level: 'silent' };

/**
 * With `password`, every taker can sign in with it (`taker1@bench.local`…).
 * Returns the takers' ids and the id of the quiz the scenarios take (the demo IQ test: graded, 25 questions);
 * with `competition`, also a competition on that quiz whose window opens at once (for the start burst).
 */
export async function prepareDatabase({ dataDir, databaseUrl, takers, competition = false, password }) {
  const { openDatabase } = await dist('db/client.js');
  const { runSeed } = await dist('seed/run.js');
  const { hashPassword } = await dist('lib/password.js');
  const database = await openDatabase({ databaseUrl, dataDir });
  // A real password only when the bench signs in through the API (web); else a hash nobody can match.
  const passwordHash = password ? await hashPassword(password) : 'bench';
  try {
    await runSeed(database.db, quietLog, {});
    const users = await database.rows(sql`
      insert into users (email, password_hash, fullname, is_verified, tokens_valid_after)
      select 'taker' || g || '@bench.local', ${passwordHash}, 'متسابق ' || g, true, now() - interval '1 hour'
      from generate_series(1, ${takers}) g
      returning id`);
    const [quiz] = await database.rows(sql`
      select q.id from quizzes q join questions x on x.quiz_id = q.id
      where q.published and q.access = 'free' and q.scoring = 'graded' and q.duration_minutes is not null
      group by q.id having count(*) >= 16 order by count(*) desc limit 1`);
    if (!quiz) throw new Error('no free timed graded quiz with at least 16 questions in the demo content');
    const [contest] = competition
      ? await database.rows(sql`
          insert into competitions (quiz_id, title_ar, title_en, starts_at, ends_at)
          values (${quiz.id}, 'مسابقة القياس', 'Bench contest', now(), now() + interval '1 day') returning id`)
      : [];
    return { userIds: users.map((u) => u.id), quizId: quiz.id, competitionId: contest?.id ?? null };
  } finally {
    await database.close();
  }
}

/** Access tokens exactly as the server signs them (the bench server gets the same JWT_SECRET). */
export async function tokenSigner(secret) {
  const { signAccessToken } = await dist('lib/tokens.js');
  return (userId) => signAccessToken(secret, { id: userId, role: 'student' });
}
