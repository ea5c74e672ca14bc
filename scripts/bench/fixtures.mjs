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
      select q.id from quizzes q
      where q.published and q.access = 'free' and q.scoring = 'graded' and q.duration_minutes is not null and q.questions_count >= 16
      order by q.questions_count desc limit 1`);
    if (!quiz) throw new Error('no free timed graded quiz with at least 16 questions in the demo content');
    const [contest] = competition
      ? await database.rows(sql`
          insert into competitions (quiz_id, title_ar, title_en, starts_at, ends_at)
          values (${quiz.id}, 'مسابقة القياس', 'Bench contest', now(), now() + interval '1 day') returning id`)
      : [];
    const sized = await sizedQuizzes(database.db);
    // The demo quiz with every question type: its multiple-response and ordering submits are measured too.
    const [types] = await database.rows(sql`select id from quizzes where published and title_en = 'A tour of question types'`);
    if (!types) throw new Error('the demo question-types quiz is missing');
    // The demo quiz with a passage and an essay: essay submits are measured against short text.
    const [written] = await database.rows(sql`select id from quizzes where published and title_en = 'Reading and writing: the date palm'`);
    if (!written) throw new Error('the demo reading-and-writing quiz is missing');
    const ids = { typesQuizId: types.id, writtenQuizId: written.id };
    return { userIds: users.map((u) => u.id), quizId: quiz.id, competitionId: contest?.id ?? null, ...ids, ...sized };
  } finally {
    await database.close();
  }
}

/**
 * Two published 40-question quizzes over one bank category of 80 questions, written through the authoring
 * services: one shows 40 fixed questions, the other draws 40 per trial. Their starts compare a draw's cost.
 */
async function sizedQuizzes(db) {
  const { SYSTEM_ACTOR } = await dist('modules/audit/recorder.js');
  const { questionBankService } = await dist('modules/question-bank/service.js');
  const { bankCategoriesRepo } = await dist('modules/question-bank/categories-repo.js');
  const { authoringService } = await dist('modules/authoring/service.js');
  const bank = questionBankService(db);
  const authoring = authoringService({ db, translate: (_lang, key) => key, onPublished: () => undefined });
  const category = await bankCategoriesRepo(db).insert({ nameAr: 'بنك القياس', nameEn: 'Bench bank' });
  const ids = [];
  for (let i = 1; i <= 80; i++) {
    const options = [1, 2, 3, 4].map((k) => ({ text: { ar: `خيار ${k}`, en: `Option ${k}` }, correct: k === 1, points: null }));
    const input = {
      type: 'single_choice',
      text: { ar: `سؤال القياس ${i}`, en: `Bench question ${i}` },
      category: category.id,
      tags: [],
      difficulty: 3,
      mark: 1,
      options,
    };
    ids.push(await bank.create(SYSTEM_ACTOR, input));
  }
  const quiz = async (title, section) => {
    const id = await authoring.create(SYSTEM_ACTOR, { title: { ar: title, en: title }, duration_minutes: 30, sections: [section] });
    await authoring.publish(SYSTEM_ACTOR, id, 'ar');
    return id;
  };
  const fixed40Id = await quiz('ثابت ٤٠', { kind: 'fixed', title: { ar: '', en: '' }, questions: ids.slice(0, 40) });
  const draw = {
    kind: 'draw',
    title: { ar: '', en: '' },
    count: 40,
    category: category.id,
    include_subcategories: true,
    tag: null,
    difficulty_min: 1,
    difficulty_max: 5,
  };
  const draw40Id = await quiz('سحب ٤٠', draw);
  return { fixed40Id, draw40Id };
}

/** Access tokens exactly as the server signs them (the bench server gets the same JWT_SECRET). */
export async function tokenSigner(secret) {
  const { signAccessToken } = await dist('lib/tokens.js');
  return (userId) => signAccessToken(secret, { id: userId, role: 'student' });
}
