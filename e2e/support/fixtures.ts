import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Mails the test SMTP listener received for an address, oldest first. */
export function mailsTo(address: string): CapturedMail[] {
  const dir = path.join(process.env['E2E_DATA_DIR'] ?? '', 'mail');
  if (!existsSync(dir)) return [];
  // Names are "<ms>-<count>.json": numeric order keeps two mails of the same millisecond in arrival order.
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for the next mail to an address (beyond `already` earlier ones) and returns its 6-digit code. */
export async function waitForCode(address: string, already = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(address);
        code = mails.length > already ? /\b(\d{6})\b/.exec(mails[mails.length - 1]!.text)?.[1] : undefined;
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

export type Lang = 'ar' | 'en';

/** Opens the app in a language the way a returning user has it: stored in localStorage. */
export async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', l);
  }, lang);
}

/**
 * axe scan of the current page: no serious or critical violations.
 *
 * axe is injected once per document and kept across the app's client-side navigations; only violations are
 * collected. @axe-core/playwright instead re-evaluated axe's 550 KB source and opened a blank page for every scan
 * (about 1.7 s a scan on a quiet 2-core machine, against 0.15–0.3 s here), a third of the browser step in CI.
 */
export async function expectAccessible(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export const test = base;
export { expect };
