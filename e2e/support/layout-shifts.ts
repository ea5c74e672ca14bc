import type { Page } from '@playwright/test';

/** Sums the page's layout shifts (CLS, without those after input) from its first frame; read with `layoutShifts`. */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts summed since the page loaded. Lighthouse calls under 0.1 good. */
export const layoutShifts = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/** Holds every response to `url` for `ms`, as a slow answer on a phone would arrive after the others. */
export async function answerLate(page: Page, url: string, ms = 600): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Counts the times the app's text vanished after it was drawn (read with `blankings`): a component that suspends
 * outside any boundary of its own makes React hide the whole app until it is ready, which a reader sees as a blink.
 */
export async function trackBlankings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { blankings: number };
    w.blankings = 0;
    let drawn = false;
    new MutationObserver(() => {
      const text = document.getElementById('root')?.innerText.trim() ?? '';
      if (drawn && !text) w.blankings++;
      drawn = text.length > 0;
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

export const blankings = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { blankings: number }).blankings);
