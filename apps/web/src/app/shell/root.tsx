import { Suspense, lazy, useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { useAppSelector } from '@/lib/hooks';
import { selectActiveModal } from '@/lib/modals/modal-slice';
import { selectSessionInitialized } from '@/lib/session/session-slice';
import { usePageTitleAndFocus } from './page-focus';
import { usePageViews } from './page-views';
import { useRouteProgress } from './route-progress';

const ModalHost = lazy(() => import('./modal-host'));

/** Every route renders inside this: progress bar, page views, tab title and focus, the active modal. */
export function Root() {
  // The page is drawn in the background once the session is known: when its translations were still loading, the
  // app showed its fallback and React then held the page back by its 300 ms reveal throttle, with nothing left to
  // wait for (issue #17: a quarter second idle before the first paint of /quizzes). A deferred render that suspends
  // commits as soon as it can.
  const ready = useDeferredValue(useAppSelector(selectSessionInitialized));
  const modalOpen = useAppSelector(selectActiveModal) !== null;
  useRouteProgress(ready);
  usePageViews();
  usePageTitleAndFocus();
  if (!ready) return null;
  return (
    <>
      <Outlet />
      {modalOpen && (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      )}
    </>
  );
}
