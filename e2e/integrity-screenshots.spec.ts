import { registerStudent, signInDemoAdmin } from './support/accounts.js';
import { apiAs } from './support/essay-quiz.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { completeTrial, startTrial } from './support/quiz-api.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/integrity-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('access rules, the evidence queue and an attempt’s evidence in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const operator = await signInDemoAdmin(request);
  const api = apiAs(request, operator);
  const question = await api<{ id: number }>('POST', 'admin/questions/', {
    text: { ar: 'هل الماء سائل؟', en: 'Is water a liquid?' },
    category: null,
    options: [
      { text: { ar: 'نعم', en: 'Yes' }, correct: true },
      { text: { ar: 'لا', en: 'No' }, correct: false },
    ],
  });
  const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
    title: { ar: 'اختبار القاعة الكبرى', en: 'Main hall exam' },
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [question.id] }],
  });
  await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});
  const student = await registerStudent(request, 'ar');
  const { trialId } = await startTrial(request, student, quiz.id);
  const at = (s: number) => new Date(Date.now() - 600_000 + s * 1000).toISOString();
  await request.post(`/api/v1/quizzes/trials/${trialId}/events/`, {
    headers: { authorization: `Bearer ${student.access}` },
    data: {
      events: [
        { kind: 'left', at: at(10) },
        { kind: 'returned', at: at(210), away_ms: 200_000 },
        { kind: 'paste', at: at(220), chars: 340 },
        { kind: 'offline', at: at(300) },
        { kind: 'online', at: at(330) },
      ],
    },
  });
  await completeTrial(request, student, trialId);
  // A second student still sitting, for the live monitor.
  const sitting = await registerStudent(request, 'ar', 'ريم الحربي');
  await startTrial(request, sitting, quiz.id);
  await api('PUT', `admin/quizzes/${quiz.id}/access-rules/`, {
    access_password: 'hall-7',
    allowed_ip_ranges: ['10.20.0.0/16', '2001:db8::/32'],
    one_device: true,
    seb_required: true,
    seb_config_keys: [],
    seb_browser_exam_keys: [],
  });

  await forEachLook(browser, operator, async (page, look) => {
    await page.goto(`/admin/quizzes/${quiz.id}`);
    const rules = page.getByRole('region', { name: /Access rules|قواعد الدخول/ });
    await rules.scrollIntoViewIfNeeded();
    await settled(page);
    await rules.screenshot({ path: `screenshots/integrity/access-rules-${look.name}.png` });
    await page.goto(`/admin/quizzes/${quiz.id}/live`);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/integrity/live-${look.name}.png`, fullPage: true });
    await page.goto(`/admin/quizzes/${quiz.id}/integrity`);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/integrity/queue-${look.name}.png`, fullPage: true });
    await page.goto(`/admin/trials/${trialId}`);
    const evidence = page.getByRole('region', { name: /Evidence of the attempt|أدلة المحاولة/ });
    await evidence.locator('summary').click();
    await settled(page);
    await evidence.screenshot({ path: `screenshots/integrity/evidence-${look.name}.png` });
  });
});
