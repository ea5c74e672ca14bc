import { randomInt } from 'node:crypto';
import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { richEditor } from './support/rich-editor.js';
import { textsFor } from './support/texts.js';

// Both languages publish versions on one server: each run's section has a title of its own.
test.describe.configure({ mode: 'serial' });

for (const lang of ['ar', 'en'] as const) {
  test(`privacy policy console (${lang}): an admin publishes a new version and students read it; a scheduled one waits`, async ({
    page,
    browser,
    request,
  }) => {
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    const title = `${lang === 'ar' ? 'الاحتفاظ بالبيانات' : 'Data retention'} ${randomInt(1000, 9999)}`;
    await useLanguage(page, lang);
    await signInAs(page, await signInDemoAdmin(request));

    await page.goto('/admin/quizzes');
    await page
      .getByRole('link', { name: a('nav.privacy') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('privacy.title') })).toBeVisible();
    await expect(page.getByText(a('privacy.state.current'), { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: a('privacy.new') }).click();
    await expect(page.getByRole('heading', { level: 1, name: a('privacy.newTitle') })).toBeVisible();
    // The form starts from the text in effect; a new section goes at the end.
    await page.getByRole('button', { name: a('privacy.addSection') }).click();
    const sections = page.getByRole('region', { name: a('privacy.sections') }).getByRole('listitem');
    const added = sections.last();
    await added.getByLabel(a('form.inArabic', { label: a('privacy.sectionTitle') }), { exact: true }).fill(title);
    // Written in the editor: bold by shortcut; markup typed as text stays text.
    const content = await richEditor(added, lang, a('form.inArabic', { label: a('privacy.sectionContent') }));
    await content.box.click();
    await page.keyboard.type('نحتفظ ببياناتك ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('سنتين');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('.<script>alert(1)</script>');
    await added.getByLabel(a('form.inEnglish', { label: a('privacy.sectionTitle') }), { exact: true }).fill(title);
    const contentEn = await richEditor(added, lang, a('form.inEnglish', { label: a('privacy.sectionContent') }));
    await contentEn.box.click();
    await page.keyboard.type('We keep your data for ');
    await contentEn.tool('bold').click();
    await page.keyboard.type('two years');
    await contentEn.tool('bold').click();
    await page.keyboard.type('.');
    await expectAccessible(page);
    await page.getByRole('button', { name: a('privacy.publish') }).click();
    await expect(page.getByRole('heading', { level: 1, name: a('privacy.title') })).toBeVisible();

    const reader = await (await browser.newContext()).newPage();
    await useLanguage(reader, lang);
    await reader.goto('/privacy-policy');
    const section = reader.getByRole('region', { name: title });
    await expect(section).toBeVisible();
    await expect(section.locator('strong')).toHaveText(lang === 'ar' ? 'سنتين' : 'two years');
    await expect(section.locator('script')).toHaveCount(0);

    // Scheduled for tomorrow: listed as scheduled, not shown to students, withdrawn again.
    await page.getByRole('link', { name: a('privacy.new') }).click();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await page.getByLabel(a('privacy.effectiveAt')).fill(local);
    const first = page
      .getByRole('region', { name: a('privacy.sections') })
      .getByRole('listitem')
      .first();
    await first.getByLabel(a('form.inArabic', { label: a('privacy.sectionTitle') }), { exact: true }).fill(`مجدول ${title}`);
    await page.getByRole('button', { name: a('privacy.publish') }).click();
    await expect(page.getByText(a('privacy.state.scheduled'), { exact: true })).toBeVisible();
    await reader.reload();
    await expect(reader.getByRole('region', { name: title })).toBeVisible();
    await expect(reader.getByText(`مجدول ${title}`)).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(`^${a('privacy.withdraw')}`) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: a('privacy.withdraw') })
      .click();
    await expect(page.getByText(a('privacy.state.scheduled'), { exact: true })).toHaveCount(0);
    await reader.context().close();
  });
}
