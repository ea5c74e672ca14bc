import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { afterFirstPaint } from '@/lib/first-paint';
import { useAppDispatch } from '@/lib/hooks';

/** Posts every route change to the visitor tracker; fire and forget, a failure never reaches the user. */
export function usePageViews(): void {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const pageUrl = pathname + search;
    if (last.current === pageUrl) return;
    last.current = pageUrl;
    const referrer = document.referrer || null;
    // Loaded on demand after the first paint: tracking must never delay it.
    void afterFirstPaint()
      .then(() => import('@/lib/api/visitors-api'))
      .then(({ visitorsApi }) => dispatch(visitorsApi.endpoints.trackVisitor.initiate({ page_url: pageUrl, referrer })));
  }, [dispatch, pathname, search]);
}
