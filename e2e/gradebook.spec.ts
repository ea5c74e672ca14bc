import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { registerStudent, signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';
import { answerAllAndComplete, startTrial } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

/** A staff account made by the admin, signed in through the API; a class it teaches with two students; the Physics midterm assigned to it, taken by one. */
async function seedClass(request: APIRequestContext, lang: Lang) {
  const admin = await signInDemoAdmin(request);
  const headers = { authorization: `Bearer ${admin.access}`, 'accept-language': lang };
  const post = async (url: string, data: object) => {
    const response = await request.post(`/api/v1/${url}`, { headers, data });
    if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: number | string };
  };
  const email = `teacher-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Mizan-${randomBytes(6).toString('hex')}`;
  const staff = await post('admin/users/', { email, fullname: lang === 'ar' ? 'المعلمة هند' : 'Teacher Hind', role: 'staff', password });
  const login = await request.post('/api/v1/auth/login/', { data: { email, password } });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const teacher = (await login.json()) as Pick<Student, 'access' | 'refresh'>;

  const [taker, idle] = await Promise.all([
    registerStudent(request, lang, lang === 'ar' ? 'أمل الحربي' : 'Amal Harbi'),
    registerStudent(request, lang, lang === 'ar' ? 'ياسمين العلي' : 'Yasmin Ali'),
  ]);
  const idOf = async (s: Student) => {
    const found = await request.get(`/api/v1/admin/users/?search=${encodeURIComponent(s.email)}`, { headers });
    return ((await found.json()) as { results: { id: string; email: string }[] }).results.find((u) => u.email === s.email)!.id;
  };
  const className = `${lang === 'ar' ? 'الصف' : 'Class'} ${randomInt(1e6)}`;
  const group = await post('admin/groups/', { name: { ar: className, en: className }, staff: [staff.id] });
  await post(`admin/groups/${group.id}/members/`, { user_ids: [await idOf(taker), await idOf(idle)] });
  const quizzes = await request.get('/api/v1/admin/quizzes/?search=Physics&status=published', { headers });
  const quiz = ((await quizzes.json()) as { results: { id: number; title: string }[] }).results[0]!;
  await post('admin/assignments/', {
    quiz: quiz.id,
    groups: [group.id],
    opens_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    closes_at: new Date(Date.now() + 60 * 60_000).toISOString(),
  });
  const { trialId } = await startTrial(request, taker, quiz.id);
  await answerAllAndComplete(request, taker, quiz.id, trialId, () => 1);
  return { teacher, taker, idle, className, groupId: group.id as number, quiz, trialId };
}

for (const lang of ['ar', 'en'] as const) {
  test(`gradebook (${lang}): a teacher opens the class's gradebook, sorts it, reads a student's attempts and exports CSV`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    const { teacher, taker, idle, className, groupId, quiz, trialId } = await seedClass(request, lang);
    await useLanguage(page, lang);
    await signInAs(page, teacher);

    await page.goto(`/admin/groups/${groupId}`);
    await page.getByRole('link', { name: a('gradebook.title') }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${a('gradebook.title')}: ${className}` })).toBeVisible();
    const table = page.getByRole('table', { name: a('gradebook.caption', { name: className }) });
    const rowOf = (s: Student) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: s.fullname }) });
    await expect(rowOf(taker).getByText(a('gradebook.statuses.completed'))).toBeAttached();
    await expect(rowOf(idle).getByText(a('gradebook.statuses.open'))).toBeVisible();
    await expectAccessible(page);

    // Sorting: by name (descending on a second click), then by the quiz's percentages (those without one last).
    const firstStudent = () => table.getByRole('rowheader').first();
    await expect(firstStudent()).toContainText(taker.fullname);
    await table.getByRole('button', { name: a('gradebook.student') }).click();
    await expect(table.getByRole('columnheader', { name: a('gradebook.student') })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstStudent()).toContainText(idle.fullname);
    await table.getByRole('button', { name: quiz.title }).click();
    await expect(table.getByRole('columnheader', { name: quiz.title })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstStudent()).toContainText(taker.fullname);

    // Filtering by status keeps only the students with it.
    await page.getByLabel(a('gradebook.statusFilter')).selectOption('open');
    await expect(rowOf(taker)).toHaveCount(0);
    await expect(rowOf(idle)).toBeVisible();
    await page.getByLabel(a('gradebook.statusFilter')).selectOption('');

    // A student's attempts, each opening in the attempt review.
    await table.getByRole('button', { name: taker.fullname }).click();
    const sheet = page.getByRole('dialog', { name: a('gradebook.attemptsOf', { name: taker.fullname }) });
    await expect(sheet.getByText(a('gradebook.counts'), { exact: true })).toBeVisible();
    await expect(sheet.getByRole('link')).toHaveAttribute('href', `/admin/trials/${trialId}`);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // The CSV download: a byte-order mark, the students and the statuses in the page's language.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: a('gradebook.exportCsv') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`group-${groupId}-gradebook.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(taker.email);
    expect(csv).toContain(`${idle.email},${a('gradebook.statuses.open')}`);

    // A cell opens the attempt that counts.
    await rowOf(taker).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/admin/trials/${trialId}$`));

    if (lang === 'en') {
      // On a 390-wide phone the table scrolls sideways inside its card; the page itself does not.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/admin/groups/${groupId}/gradebook`);
      await expect(table).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.view);
    }
  });
}
