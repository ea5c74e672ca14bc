import { Direction } from 'radix-ui';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { dirOf } from '@mizan/contract/i18n';
import { currentLanguage } from '@/lib/language';
import { useAppSelector } from '@/lib/hooks';
import { selectNotices } from '@/lib/notices/notice-slice';
import { ErrorBoundary } from './shell/error-boundary';
import { createRouter } from './router';
import type { AppStore } from './store';

const Notices = lazy(() => import('./shell/notices'));

function Shell() {
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

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ErrorBoundary>
        {/* Translations load over HTTP; the progress bar covers the wait. */}
        <Suspense fallback={null}>
          <Shell />
        </Suspense>
      </ErrorBoundary>
    </Provider>
  );
}
