import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser } from '../../test/users.js';
import { completionService } from './completion.js';
import { quizEngine } from './engine.js';
import { apiClient } from './test-api.js';
import { gradedQuiz } from './test-quizzes.js';
import { trialRepo } from './trial-repo.js';

const LEFT_MS = 2 * 60_000;

/**
 * A completion's follow-up work (certificate, result notification, webhooks, LMS grade) runs after its commit: it is
 * recorded in the completion's own statement, so a process that stops in between, or a hook that fails, loses none
 * of it. The follow-up pass runs what was left.
 */
describe('completion follow-ups', () => {
  let t: TestApp;
  let quiz: InsertedQuiz;
  let api: ReturnType<typeof apiClient>;

  const start = async () => {
    const student = await createTestUser(t.app);
    const trialId = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json().id as string;
    for (const q of quiz.questions)
      await api('POST', `quizzes/trials/${trialId}/question/${q.id}/submit-answer/`, student, { selected_answer_id: q.answers[0]!.id });
    return { student, trialId };
  };
  const followUps = async (trialId: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from trial_follow_ups where trial_id = ${trialId}::uuid`))[0]!.n;
  const left = (trialId: string) =>
    t.database.rows(sql`update trial_follow_ups set created_at = now() - interval '3 minutes' where trial_id = ${trialId}::uuid`);
  const told = async (trialId: string) =>
    (
      await t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from notifications where dedupe_key = ${`trial:${trialId}:result`}`,
      )
    )[0]!.n;
  const certified = async (trialId: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from certificates where trial_id = ${trialId}::uuid`))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    quiz = await insertQuiz(t.app.db, gradedQuiz({ passMark: 10, certificate: true }));
  });
  afterAll(() => t.close());

  it('a completion through the API runs its hooks and leaves no follow-up', async () => {
    const { student, trialId } = await start();
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, student, {})).statusCode).toBe(200);
    expect(await followUps(trialId)).toBe(0);
    expect(await told(trialId)).toBe(1);
    expect(await certified(trialId)).toBe(1);
  });

  it('a completion committed by a process that stopped before its hooks: the pass issues the certificate and tells the student, once', async () => {
    const { trialId } = await start();
    // What the completion's statement does, without what follows it (the process stopped there).
    const closed = await trialRepo(t.app.db).markCompleted(trialId, {
      completedAt: new Date(),
      completedBy: 'client',
      picks: '',
      score: 10,
      maxScore: 10,
      percentage: 100,
      passed: true,
      correctCount: quiz.questions.length,
      marking: null,
      profile: null,
    });
    expect(closed?.status).toBe('completed');
    expect(await followUps(trialId)).toBe(1);
    const { completion } = quizEngine(t.app);
    // Younger than two minutes: still its own request's to finish.
    expect(await completion.followUp(LEFT_MS)).toBe(0);
    await left(trialId);
    expect(await completion.followUp(LEFT_MS)).toBe(1);
    expect(await followUps(trialId)).toBe(0);
    expect(await told(trialId)).toBe(1);
    expect(await certified(trialId)).toBe(1);
    expect(await completion.followUp(LEFT_MS)).toBe(0);
  });

  it('keeps the follow-up of a completion whose hook failed, and the pass finishes it', async () => {
    const { trialId } = await start();
    let down = true;
    const calls: string[] = [];
    const hook = async (id: string) => {
      calls.push(id);
      if (down) throw new Error('the mail server is away');
    };
    const engine = quizEngine(t.app);
    const completion = completionService(engine.trials, engine.materials, [hook]);
    const [trial] = await t.database.rows<{ id: string; version_id: number; deadline: Date | null; question_order: number[] }>(
      sql`select id, version_id, deadline, question_order from trials where id = ${trialId}::uuid`,
    );
    const row = {
      id: trial!.id,
      versionId: trial!.version_id,
      status: 'in_progress' as const,
      deadline: trial!.deadline ? new Date(trial!.deadline) : null,
      questionOrder: trial!.question_order,
    };
    expect(await completion.complete(row, 'client', new Date())).not.toBeNull();
    expect(await followUps(trialId)).toBe(1);
    down = false;
    await left(trialId);
    expect(await completion.followUp(LEFT_MS)).toBe(1);
    expect(calls).toEqual([trialId, trialId]);
    expect(await followUps(trialId)).toBe(0);
  });

  it("a preview's completion has no follow-up", async () => {
    const { trialId } = await start();
    await t.database.rows(sql`update trials set preview = true where id = ${trialId}::uuid`);
    const engine = quizEngine(t.app);
    await engine.trials.markCompleted(trialId, {
      completedAt: new Date(),
      completedBy: 'client',
      picks: '',
      score: 0,
      maxScore: 10,
      percentage: 0,
      passed: false,
      correctCount: 0,
      marking: null,
      profile: null,
    });
    expect(await followUps(trialId)).toBe(0);
  });
});
