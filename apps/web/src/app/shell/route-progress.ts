import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

// NProgress's own template uses role="bar", which is no ARIA role; the bar is decoration (loading is announced elsewhere).
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 200,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** Drives the top progress bar while the session starts and while a route (and its code) loads. */
export function useRouteProgress(sessionReady: boolean): void {
  const navigating = useNavigation().state !== 'idle';
  const busy = !sessionReady || navigating;
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
}
