import type { Browser, Page } from '@playwright/test';
import { signInAs, type Student } from './accounts.js';
import { expect, useLanguage, type Lang } from './fixtures.js';

const THEMES = ['light', 'dark'] as const;
const SIZES = [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

export interface Look {
  lang: Lang;
  theme: (typeof THEMES)[number];
  size: (typeof SIZES)[number][0];
  /** `ar-light-mobile` and so on: the end of a screenshot's file name. */
  name: string;
}

/**
 * Every language × theme × size the screenshot reviews cover: a fresh browser context in that look with
 * `student` signed in, handed to `shoot`, closed afterwards.
 */
export async function forEachLook(browser: Browser, student: Student, shoot: (page: Page, look: Look) => Promise<void>) {
  // SCREENSHOT_LOOKS=ar-dark-mobile,en-light-desktop narrows a review to some looks (a busy machine takes minutes per look).
  const only = process.env['SCREENSHOT_LOOKS']?.split(',');
  for (const lang of ['ar', 'en'] as const) {
    for (const theme of THEMES) {
      for (const [size, viewport] of SIZES) {
        const name = `${lang}-${theme}-${size}`;
        if (only && !only.includes(name)) continue;
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        await useLanguage(page, lang);
        await signInAs(page, student);
        await shoot(page, { lang, theme, size, name });
        await context.close();
      }
    }
  }
}

/** Waits until the page has no loading skeletons or busy regions left. */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy], .animate-pulse')).toHaveCount(0);
}
