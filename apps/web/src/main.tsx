import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import NProgress from 'nprogress';
import { App } from '@/app/app';
import { initI18n } from '@/app/i18n';
import { loadAnalytics } from '@/app/shell/analytics';
import { makeStore } from '@/app/store';
import { applyTheme, readTheme } from '@/lib/theme';
import { initSession } from '@/lib/session/session-thunks';
import './index.css';

// Before the first render, so the page never shows the wrong theme (the CSP forbids an inline script in index.html).
applyTheme(readTheme());
NProgress.start();
initI18n();
loadAnalytics();

const store = makeStore();
void store.dispatch(initSession());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
