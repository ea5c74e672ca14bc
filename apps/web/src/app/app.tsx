import { Direction } from 'radix-ui';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router';
import { dirOf } from '@mizan/contract/i18n';
import { currentLanguage } from '@/lib/language';
import { useAppSelector } from '@/lib/hooks';
import { selectNotices } from '@/lib/notices/notice-slice';
import { ErrorBoundary } from './shell/error-boundary';
import type { AppStore } from './store';

const Notices = lazy(() => import('./shell/notices'));

function Shell({ createRouter }: { createRouter: () => DataRouter }) {
  // Subscribing re-renders the tree with the new direction when the language changes.
  useTranslation();
  const [router] = useState(createRouter);
  const hasNotices = useAppSelector(selectNotices).length > 0;
  return (
    <Direction.Provider dir={dirOf(currentLanguage())}>
      <RouterProvider router={router} />
      {hasNotices && <Notices />}
    </Direction.Provider>
  );
}

/** The whole app; `createRouter` makes the browser's router, or a memory router when the build draws a page. */
export function App({ store, createRouter }: { store: AppStore; createRouter: () => DataRouter }) {
  return (
    <Provider store={store}>
      <ErrorBoundary>
        {/* Translations load over HTTP; the progress bar covers the wait. */}
        <Suspense fallback={null}>
          <Shell createRouter={createRouter} />
        </Suspense>
      </ErrorBoundary>
    </Provider>
  );
}
