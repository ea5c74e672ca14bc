import { Suspense, lazy } from 'react';
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
  const ready = useAppSelector(selectSessionInitialized);
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
