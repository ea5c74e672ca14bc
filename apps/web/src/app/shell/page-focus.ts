import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageOf } from './page-titles';

/** How long a page may take to show its heading (lazy code, then data behind a skeleton). */
const HEADING_WAIT_MS = 3000;
const POLL_MS = 50;

/** Moves the focus to the new page's main heading, as a full page load would put it at the top (WCAG 2.4.3). */
function focusHeading(): () => void {
  const deadline = Date.now() + HEADING_WAIT_MS;
  let timer = 0;
  const attempt = () => {
    // A field the user already moved to (the top bar's search, a form) keeps the focus.
    const active = document.activeElement;
    if (active && active !== document.body && active.matches('input, textarea, select, [role="dialog"] *')) return;
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (!heading) {
      if (Date.now() < deadline) timer = window.setTimeout(attempt, POLL_MS);
      return;
    }
    heading.tabIndex = -1;
    heading.dataset['routeFocus'] = '';
    heading.focus({ preventScroll: true });
  };
  attempt();
  return () => window.clearTimeout(timer);
}

/**
 * Each page gets its own tab title (WCAG 2.4.2) and, when the student moves to another page, the focus
 * (not when only the page's parameters change: the player's next question, an instructions step).
 */
export function usePageTitleAndFocus() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { key, pattern } = pageOf(pathname);
  const shownPattern = useRef<string | null>(null);

  useEffect(() => {
    document.title = `${t(key)} · ${t('app.name')}`;
  }, [t, key]);

  useEffect(() => {
    const first = shownPattern.current === null;
    const samePage = shownPattern.current === pattern;
    shownPattern.current = pattern;
    if (first || samePage) return;
    return focusHeading();
  }, [pattern]);
}
