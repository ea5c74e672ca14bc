// First: an LMS iframe may deny storage, and the modules below read it.
import '@/lib/storage-fallback';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import NProgress from 'nprogress';
import { App } from '@/app/app';
import { initI18n } from '@/app/i18n';
import { loadAnalytics } from '@/app/shell/analytics';
import { createRouter } from '@/app/router';
import { makeStore } from '@/app/store';
import { hydratesPrerenderedPage } from '@/lib/prerender';
import { initSession } from '@/lib/session/session-thunks';
import './index.css';

// The stored theme is applied before the first paint by the boot script in index.html.
NProgress.start();
const translationsReady = initI18n();
loadAnalytics();

const store = makeStore();
void store.dispatch(initSession());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App store={store} createRouter={createRouter} />
  </StrictMode>
);
// The first render waits for the `common` translations. Rendered earlier, the app suspended and showed its fallback,
// and React then held back every reveal within 300 ms of that fallback (its throttle): a signed-in page's first paint
// sat idle for up to 300 ms after its data had arrived (issue #17).
const render = () => {
  if (hydratesPrerenderedPage(container)) hydrateRoot(container, app);
  else createRoot(container).render(app);
};
void translationsReady.then(render, render);
