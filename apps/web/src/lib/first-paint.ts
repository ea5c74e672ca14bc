let painted: Promise<void> | null = null;
let hasPainted = false;

/** Whether afterFirstPaint() has resolved. */
export const firstPaintDone = (): boolean => hasPainted;

/**
 * Resolves once the browser has painted something (its first-contentful-paint entry), so code the first paint does
 * not need (a form's validation, page-view tracking) is requested after it, not in competition with it (issue #17's
 * budget for /auth/login). A hidden tab never paints, and a browser without paint timing gives no entry: the
 * promise then resolves at once, or after a short wait as a safety net.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const done = () =>
      setTimeout(() => {
        hasPainted = true;
        resolve();
      }, 0);
    // No document: the build drawing a page (src/prerender), where nothing paints and nothing is worth waiting for.
    if (typeof document === 'undefined' || document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined')
      return done();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return done();
    const fallback = setTimeout(done, 3000);
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      clearTimeout(fallback);
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}

/**
 * Resolves when the browser next idles (after the frame being drawn), for code a page prefetches for later: started
 * while the page's own content is still arriving, it competed with it on a phone's connection.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}
