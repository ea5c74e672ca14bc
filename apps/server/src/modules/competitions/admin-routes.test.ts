import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { auditLog } from '../../db/schema/audit.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const path = (template: string, id: number) => template.replace(':id', String(id));

describe('admin/competitions', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let staff: TestUser;
  let quizId: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    staff = await createTestUser(t.app, { role: 'staff' });
    quizId = (await insertQuiz(t.app.db, gradedQuiz())).id;
  });
  afterAll(() => t.close());

  const input = (overrides: object = {}) => ({
    quiz: quizId,
    title: { ar: 'مسابقة الإحصاء', en: 'Statistics contest' },
    description: { ar: 'وصف', en: '' },
    starts_at: at(HOUR),
    ends_at: at(2 * HOUR),
    max_participants: null,
    ...overrides,
  });
  const create = async (overrides: object = {}) => {
    const res = await api('POST', apiPaths.admin.competitions, staff, input(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; status: string };
  };
  /** The student's competition trial, completed with a given score and duration. */
  const finish = async (id: number, student: TestUser, score: number, seconds: number) => {
    const trial = (await api('POST', `competitions/join-and-start-quiz/${id}/`, student)).json();
    await t.database.rows(sql`update trials set status = 'completed', score = ${score}, percentage = ${score},
      completed_at = started_at + make_interval(secs => ${seconds}) where id = ${trial.id}::uuid`);
    return trial.id as string;
  };

  it('creates a competition students see, edits it, and writes an audit row for each change', async () => {
    const created = await create();
    expect(created).toMatchObject({ status: 'upcoming', participants_count: 0, quiz: { id: quizId }, max_participants: null });
    const student = await createTestUser(t.app);
    const listed = (await api('GET', 'competitions/last/?limit=100', student, undefined, 'ar')).json();
    expect(listed.results.find((c: { id: number }) => c.id === created.id)).toMatchObject({ title: 'مسابقة الإحصاء' });

    const edited = await api('PATCH', path(apiPaths.admin.competition, created.id), staff, {
      max_participants: 50,
      title: { ar: 'مسابقة' },
    });
    expect(edited.json()).toMatchObject({ max_participants: 50, title: { ar: 'مسابقة', en: '' } });
    expect((await api('GET', path(apiPaths.admin.competition, created.id), staff)).json()).toMatchObject({
      max_participants: 50,
      quiz: { title: 'Test quiz' },
    });
    const inArabic = await api('GET', path(apiPaths.admin.competition, created.id), staff, undefined, 'ar');
    expect(inArabic.json().quiz.title).toBe('اختبار تجريبي');

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'competition'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('lists with an Arabic-aware title search and a state filter', async () => {
    const running = await create({ title: { ar: 'مُسابقةُ الأذكياء', en: 'Bright minds' }, starts_at: at(-MINUTE), ends_at: at(HOUR) });
    const search = async (q: string, status = '') =>
      (await api('GET', `${apiPaths.admin.competitions}?search=${encodeURIComponent(q)}${status}`, staff)).json() as {
        results: { id: number }[];
      };
    expect((await search('مسابقه الاذكياء')).results.map((c) => c.id)).toEqual([running.id]);
    expect((await search('BRIGHT')).results.map((c) => c.id)).toEqual([running.id]);
    expect((await search('اذكياء', '&status=running')).results.map((c) => c.id)).toEqual([running.id]);
    expect((await search('اذكياء', '&status=upcoming')).results).toEqual([]);
    expect((await api('GET', `${apiPaths.admin.competitions}?status=later`, staff)).statusCode).toBe(400);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    for (const [body, field] of [
      [input({ ends_at: at(HOUR / 2) }), 'ends_at'],
      [input({ starts_at: at(-HOUR), ends_at: at(HOUR) }), 'starts_at'],
      [input({ title: { ar: '', en: 'x' } }), 'title.ar'],
      [input({ max_participants: 0 }), 'max_participants'],
      [input({ quiz: 999_999 }), 'quiz'],
      [input({ starts_at: 'tomorrow' }), 'starts_at'],
    ] as const) {
      const res = await api('POST', apiPaths.admin.competitions, staff, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()[field], res.body).toBeDefined();
    }
    const draft = await insertQuiz(t.app.db, gradedQuiz({ published: false }));
    expect((await api('POST', apiPaths.admin.competitions, staff, input({ quiz: draft.id }))).json().quiz).toEqual([
      'Choose a published quiz.',
    ]);
    const { id } = await create();
    const edit = (body: object) => api('PATCH', path(apiPaths.admin.competition, id), staff, body);
    const halfWindow = await edit({ ends_at: at(HOUR / 2) });
    expect(halfWindow.statusCode).toBe(400);
    expect(halfWindow.json().ends_at).toEqual(['The end must be after the start.']);
    expect((await edit({ starts_at: at(-2 * HOUR) })).json().starts_at).toBeDefined();
    expect((await api('PATCH', path(apiPaths.admin.competition, 999_999), staff, { title: { ar: 'x' } })).statusCode).toBe(404);
  });

  it('once running: the start stays, the end moves but not into the past, the quiz is locked once someone joined', async () => {
    const { id } = await create({ starts_at: at(-MINUTE), ends_at: at(HOUR) });
    const edit = (body: object) => api('PATCH', path(apiPaths.admin.competition, id), staff, body);
    expect((await edit({ starts_at: at(MINUTE) })).json().starts_at).toBeDefined();
    expect((await edit({ ends_at: at(-MINUTE / 2) })).json().ends_at).toBeDefined();
    expect((await edit({ ends_at: at(3 * HOUR) })).statusCode).toBe(200);

    const other = await insertQuiz(t.app.db, gradedQuiz());
    const [a, b] = await Promise.all([createTestUser(t.app), createTestUser(t.app)]);
    for (const student of [a, b]) expect((await api('POST', `competitions/${id}/join/`, student)).statusCode).toBe(201);
    const quizLocked = await edit({ quiz: other.id });
    expect(quizLocked.statusCode).toBe(400);
    expect(quizLocked.json().quiz[0]).toContain('already joined');
    const belowCap = await edit({ max_participants: 1 });
    expect(belowCap.json().max_participants).toEqual(["2 students have already joined: the cap can't be lower than that."]);
    expect((await edit({ max_participants: 2 })).json()).toMatchObject({ max_participants: 2, participants_count: 2 });
  });

  it('closes early: students can no longer join or start, and the ranking and its CSV stay', async () => {
    const { id } = await create({ starts_at: at(-MINUTE), ends_at: at(HOUR) });
    const [omar, huda, zaid, late] = await Promise.all(
      ['عمر علي', 'هدى صالح', 'Zaid Noor', 'Late Comer'].map((fullname) => createTestUser(t.app, { fullname })),
    );
    await finish(id, omar!, 80, 300);
    await finish(id, huda!, 90, 600);
    await finish(id, zaid!, 80, 200);
    // Joined and still playing at the close: may finish, and then counts, as before a natural end.
    const playing = (await api('POST', `competitions/join-and-start-quiz/${id}/`, late!)).json().id as string;

    const closed = await api('POST', path(apiPaths.admin.competitionClose, id), staff);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'ended', participants_count: 4, completed_count: 3, in_progress_count: 1 });
    const newcomer = await createTestUser(t.app);
    const refused = await api('POST', `competitions/join-and-start-quiz/${id}/`, newcomer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_code).toBe('competition_ended');
    expect((await api('POST', `competitions/${id}/join/`, newcomer)).json().error_code).toBe('competition_ended');
    expect((await api('POST', path(apiPaths.admin.competitionClose, id), staff)).json().error_code).toBe('competition_ended');
    expect((await api('PATCH', path(apiPaths.admin.competition, id), staff, { ends_at: at(HOUR) })).statusCode).toBe(409);

    const ranking = (await api('GET', path(apiPaths.admin.competitionRanking, id), staff)).json();
    expect(ranking.status).toBe('ended');
    expect(ranking.results.map((e: { rank: number; user: { fullname: string } }) => [e.rank, e.user.fullname])).toEqual([
      [1, 'هدى صالح'],
      [2, 'Zaid Noor'],
      [3, 'عمر علي'],
    ]);
    // The students' leaderboard agrees, with first names only.
    const board = (await api('GET', `competitions/${id}/leaderboard/`, null)).json();
    expect(board.results.map((e: { rank: number; name: string }) => [e.rank, e.name])).toEqual([
      [1, 'هدى'],
      [2, 'Zaid'],
      [3, 'عمر'],
    ]);

    const csv = await api('GET', path(apiPaths.admin.competitionRankingExport, id), staff);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`competition-${id}-ranking.csv`);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe('rank,name,email,score,percentage,time_seconds');
    expect(lines[1]).toBe(`1,هدى صالح,${huda!.email},90,90,600`);
    expect(lines).toHaveLength(4);

    const participants = (await api('GET', `${path(apiPaths.admin.competitionParticipants, id)}?search=هدي`, staff)).json();
    expect(participants.results).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ email: huda!.email }),
        trial_status: 'completed',
        score: 90,
        time_taken_seconds: 600,
      }),
    ]);
    const running = (await api('GET', `${path(apiPaths.admin.competitionParticipants, id)}?trial_status=in_progress`, staff)).json();
    expect(running.results).toEqual([expect.objectContaining({ trial: playing, trial_status: 'in_progress', score: null })]);

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'competition'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'close']);
  });

  it('does not close one that has not started', async () => {
    const { id } = await create();
    const res = await api('POST', path(apiPaths.admin.competitionClose, id), staff);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe('competition_not_started');
  });

  it('answers 401 without a token and 403 to a student on every competition route', async () => {
    const student = await createTestUser(t.app);
    const { id } = await create();
    for (const [method, url] of [
      ['GET', apiPaths.admin.competitions],
      ['POST', apiPaths.admin.competitions],
      ['GET', path(apiPaths.admin.competition, id)],
      ['PATCH', path(apiPaths.admin.competition, id)],
      ['GET', path(apiPaths.admin.competitionParticipants, id)],
      ['GET', path(apiPaths.admin.competitionRanking, id)],
      ['GET', path(apiPaths.admin.competitionRankingExport, id)],
      ['POST', path(apiPaths.admin.competitionClose, id)],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await api(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await api(method, url, student, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
