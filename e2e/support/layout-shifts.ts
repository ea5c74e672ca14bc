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
