import type { Locator, Page } from '@playwright/test';
import type { Lang } from './fixtures.js';
import { textsFor } from './texts.js';

/** The console's wording in one language (`admin` namespace). */
export const adminTexts = (lang: Lang) => {
  const t = textsFor(lang);
  return (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
};

/** A bilingual field pair of the console: "<label> (Arabic)" and "<label> (English)". */
export async function fillBilingual(page: Page | Locator, lang: Lang, label: string, ar: string, en: string) {
  const a = adminTexts(lang);
  await page.getByLabel(a('form.inArabic', { label }), { exact: true }).fill(ar);
  await page.getByLabel(a('form.inEnglish', { label }), { exact: true }).fill(en);
}
