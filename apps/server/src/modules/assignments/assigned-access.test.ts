import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trials } from '../../db/schema/quizzes.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('the assigned access mode', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let quiz: InsertedQuiz;
  let groupId: number;
  let joinCode: string;

  const assign = async (quizId: number, opens: number, closes: number, extra: Record<string, unknown> = {}) => {
    const res = await api('POST', 'admin/assignments/', admin, {
      quiz: quizId,
      groups: [groupId],
      opens_at: at(opens),
      closes_at: at(closes),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const assignedQuiz = () => insertQuiz(t.app.db, gradedQuiz({ access: 'assigned', titleEn: 'Assigned quiz' }));

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    member = await createTestUser(t.app);
    outsider = await createTestUser(t.app);
    quiz = await assignedQuiz();
    const group = await api('POST', 'admin/groups/', admin, { name: { ar: 'الصف العاشر ب', en: 'Grade 10 B' }, code: '10-B', staff: [] });
    expect(group.statusCode, group.body).toBe(201);
    groupId = group.json().id;
    joinCode = group.json().join_code;
  });
  afterAll(() => t.close());

  it('lets a student join by code, case and dashes aside, once', async () => {
    const typed = `${joinCode.slice(0, 4).toLowerCase()}-${joinCode.slice(4)}`;
    const first = await api('POST', 'groups/join/', member, { code: typed });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ group: { id: groupId, name: 'Grade 10 B' }, joined: true });
    expect((await api('POST', 'groups/join/', member, { code: joinCode })).json().joined).toBe(false);
    const wrong = await api('POST', 'groups/join/', outsider, { code: 'ZZZZZZZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code[0]).toMatch(/No class has this code/);
  });

  it('keeps an assigned quiz out of the catalogue and invisible and unstartable outside the class', async () => {
    await assign(quiz.id, -HOUR, HOUR);
    const list = await api('GET', 'quizzes/quizzes/?pagination=false', outsider);
    expect(list.json().map((q: { id: number }) => q.id)).not.toContain(quiz.id);
    expect((await api('GET', `quizzes/quizzes/${quiz.id}/`, null)).statusCode).toBe(404);
    expect((await api('GET', `quizzes/quizzes/${quiz.id}/`, outsider)).statusCode).toBe(404);
    expect((await api('GET', `quizzes/${quiz.id}/instructions/`, outsider)).statusCode).toBe(404);
    expect((await api('POST', `quizzes/quizzes/${quiz.id}/start/`, outsider, {})).statusCode).toBe(404);
    expect(await t.app.db.select().from(trials).where(eq(trials.userId, outsider.id))).toHaveLength(0);
  });

  it('lets a member see it, with the window on the instructions page, and start it inside the window', async () => {
    expect((await api('GET', `quizzes/quizzes/${quiz.id}/`, member)).statusCode).toBe(200);
    const instructions = await api('GET', `quizzes/${quiz.id}/instructions/`, member);
    expect(instructions.json(), instructions.body).toHaveProperty('assignment.closes_at');
    const start = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, member, {});
    expect(start.statusCode, start.body).toBe(201);
    const [row] = await t.app.db.select().from(trials).where(eq(trials.id, start.json().id));
    expect(row).toMatchObject({ accessSource: 'assignment' });
    expect(row?.assignmentId).toBeTypeOf('number');
  });

  it('refuses a member before the window opens and after it closes, saying which', async () => {
    const early = await assignedQuiz();
    await assign(early.id, HOUR, 2 * HOUR);
    const before = await api('POST', `quizzes/quizzes/${early.id}/start/`, member, {});
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ error_code: 'assignment_not_open' });
    expect(before.json().opens_at).toBeTruthy();

    const late = await assignedQuiz();
    await assign(late.id, -2 * HOUR, -HOUR);
    const after = await api('POST', `quizzes/quizzes/${late.id}/start/`, member, {}, 'ar');
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ error_code: 'assignment_closed', detail: 'أُغلق هذا التكليف، فلم يعد بالإمكان البدء فيه.' });
  });

  it('lets a student with a date override start after the class window closed', async () => {
    const makeUp = await assignedQuiz();
    await assign(makeUp.id, -2 * HOUR, -HOUR, { overrides: [{ user: member.id, opens_at: at(-HOUR), closes_at: at(HOUR) }] });
    expect((await api('POST', `quizzes/quizzes/${makeUp.id}/start/`, member, {})).statusCode).toBe(201);
  });

  it('applies the assignment’s attempts and duration instead of the quiz’s', async () => {
    const once = await assignedQuiz();
    await assign(once.id, -HOUR, HOUR, { attempts: 1, duration_minutes: 25 });
    const start = await api('POST', `quizzes/quizzes/${once.id}/start/`, member, {});
    expect(start.statusCode).toBe(201);
    const minutes = (Date.parse(start.json().deadline) - Date.parse(start.json().started_at)) / 60_000;
    expect(minutes).toBeCloseTo(25, 3);
    await api('POST', `quizzes/trials/${start.json().id}/complete/`, member, {});
    const again = await api('POST', `quizzes/quizzes/${once.id}/start/`, member, {});
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error_code: 'attempts_exhausted' });
  });

  it('keeps a trial running at close to its own deadline: the close bounds starting only', async () => {
    const closing = await assignedQuiz();
    const id = await assign(closing.id, -HOUR, HOUR);
    const start = await api('POST', `quizzes/quizzes/${closing.id}/start/`, member, {});
    expect(start.statusCode).toBe(201);
    const closed = await api('PATCH', `admin/assignments/${id}/`, admin, { opens_at: at(-2 * HOUR), closes_at: at(-1000) });
    expect(closed.statusCode, closed.body).toBe(200);
    const resumed = await api('POST', `quizzes/quizzes/${closing.id}/start/`, member, {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ id: start.json().id, deadline: start.json().deadline });
    const q = closing.questions[0]!;
    const saved = await api('POST', `quizzes/trials/${start.json().id}/question/${q.id}/submit-answer/`, member, {
      selected_answer_id: q.answers[0]!.id,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('lists My assignments as upcoming, open, done and missed, and removing the student keeps their attempts', async () => {
    const mine = await api('GET', 'assignments/', member);
    expect(mine.statusCode).toBe(200);
    const statuses = mine.json().map((a: { status: string }) => a.status);
    expect(statuses).toEqual(expect.arrayContaining(['upcoming', 'open', 'done', 'missed']));
    expect((await api('GET', 'assignments/', outsider)).json()).toEqual([]);

    const before = await t.app.db.select().from(trials).where(eq(trials.userId, member.id));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/groups/${groupId}/members/`,
      headers: admin.headers,
      payload: { user_ids: [member.id] },
    });
    expect(removed.json()).toEqual({ changed: 1, members_count: 0 });
    expect(await t.app.db.select().from(trials).where(eq(trials.userId, member.id))).toHaveLength(before.length);
    expect((await api('GET', 'assignments/', member)).json()).toEqual([]);
    expect((await api('POST', `quizzes/quizzes/${quiz.id}/start/`, member, {})).statusCode).toBe(200);
  });
});
