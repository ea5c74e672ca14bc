import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { textsFor } from './texts.js';
import type { Lang } from './fixtures.js';

/** A 1×1 PNG: enough for the server to sniff and re-encode as an uploaded image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The rich-text editor named `label` and its toolbar, once the editor (not the plain box before it) has loaded. */
export async function richEditor(scope: Page | Locator, lang: Lang, label: string) {
  const e = (key: string, values?: Record<string, string>) => textsFor(lang)(`editor:${key}`, values);
  const toolbar = scope.getByRole('toolbar', { name: e('toolbar', { label }) });
  await expect(toolbar).toBeVisible();
  const box = scope.locator('[contenteditable="true"]').and(scope.getByRole('textbox', { name: label, exact: true }));
  return { box, toolbar, tool: (key: string) => toolbar.getByRole('button', { name: e(`tools.${key}`), exact: true }), e };
}

/** Types TeX in the equation dialog, waits for the live preview, inserts the formula and waits for the text's focus. */
export async function insertEquation(page: Page, lang: Lang, tex: string, box: Locator) {
  const e = (key: string) => textsFor(lang)(`editor:${key}`);
  const dialog = page.getByRole('dialog', { name: e('math.title') });
  await dialog.getByLabel(e('math.tex')).fill(tex);
  await expect(dialog.locator('.math-preview .katex')).toBeVisible();
  await dialog.getByRole('button', { name: e('math.insert') }).click();
  await expect(dialog).toBeHidden();
  await expect(box).toBeFocused();
}
