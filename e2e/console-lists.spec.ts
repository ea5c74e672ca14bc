import type { APIRequestContext } from '@playwright/test';
import { signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';

const bi = (ar: string, en: string) => ({ ar, en });

async function post<T>(request: APIRequestContext, admin: Student, url: string, data: object): Promise<T> {
  const response = await request.post(`/api/v1/${url}`, { headers: { authorization: `Bearer ${admin.access}` }, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

for (const lang of ['ar', 'en'] as const) {
  test(`console lists (${lang}): TeX typeset in the bank and the picker, the picker filters by category and type, an empty competition says so`, async ({
    page,
    request,
  }) => {
    const a = adminTexts(lang);
    const admin = await signInDemoAdmin(request);
    const stamp = `${lang}-${Date.now()}`;
    const category = await post<{ id: number; path: string }>(request, admin, 'admin/categories/', {
      name: bi(`جبر ${stamp}`, `Algebra ${stamp}`),
    });
    const options = [{ text: bi('نعم', 'Yes'), correct: true }, { text: bi('لا', 'No') }];
    await post(request, admin, 'admin/questions/', {
      text: bi(`<p>احسب \\(x^2\\) ${stamp}</p>`, `<p>Work out \\(x^2\\) ${stamp}</p>`),
      category: category.id,
      options,
    });
    await post(request, admin, 'admin/questions/', {
      type: 'true_false',
      text: bi(`عبارة صحيحة ${stamp}`, `A true statement ${stamp}`),
      category: category.id,
      key: { type: 'true_false', correct: true },
    });
    await useLanguage(page, lang);
    await signInAs(page, admin);

    await page.goto(`/admin/bank?search=${encodeURIComponent(stamp)}`);
    const list = page.getByRole('main');
    await expect(list.locator('.katex').first()).toBeVisible();
    await expect(list.getByText('\\(x^2\\)')).toHaveCount(0);

    await page.goto('/admin/quizzes/new');
    await page.getByRole('button', { name: a('editor.addFixed') }).click();
    await page.getByRole('button', { name: a('editor.pickFromBank') }).click();
    const picker = page.getByRole('dialog', { name: a('editor.pickTitle') });
    await picker.getByLabel(a('bank.form.category')).selectOption({ label: lang === 'ar' ? `جبر ${stamp}` : `Algebra ${stamp}` });
    await expect(picker.getByRole('checkbox')).toHaveCount(2);
    await expect(picker.locator('.katex').first()).toBeVisible();
    await picker.getByLabel(a('bank.types.label')).selectOption('true_false');
    await expect(picker.getByRole('checkbox')).toHaveCount(1);
    await expect(picker.getByText(lang === 'ar' ? `عبارة صحيحة ${stamp}` : `A true statement ${stamp}`)).toBeVisible();
    await expectAccessible(page);
    await picker.getByRole('button', { name: a('actions.cancel') }).click();

    const quizzes = await request.get('/api/v1/admin/quizzes/?status=published&limit=1', {
      headers: { authorization: `Bearer ${admin.access}` },
    });
    const [quiz] = ((await quizzes.json()) as { results: { id: number }[] }).results;
    const day = 86_400_000;
    const competition = await post<{ id: number }>(request, admin, 'admin/competitions/', {
      quiz: quiz!.id,
      title: bi(`مسابقة فارغة ${stamp}`, `Empty competition ${stamp}`),
      starts_at: new Date(Date.now() + day).toISOString(),
      ends_at: new Date(Date.now() + 2 * day).toISOString(),
    });
    await page.goto(`/admin/competitions/${competition.id}`);
    await expect(page.getByText(a('competitions.noParticipantsYet'))).toBeVisible();
    await expect(page.getByText(a('table.emptyHint'))).toHaveCount(0);
  });
}
