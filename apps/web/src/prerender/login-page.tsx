// Built by `vite build --ssr` and run by scripts/prerender.mjs after the browser build: draws /auth/login in each
// language with the app's own components and options, for the server to send as that page's HTML (issue #17: the
// sign-in card paints before any script arrives; the browser then hydrates it, lib/prerender.ts).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import i18next, { type Resource } from 'i18next';
import { createMemoryRouter } from 'react-router';
import type { Language } from '@mizan/contract/i18n';
import { App } from '@/app/app';
import { initI18nWith } from '@/app/i18n';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { paths } from '@/lib/paths';
import { sessionCleared } from '@/lib/session/session-slice';

/** The markup of #root for a visitor opening /auth/login in `lang`, every lazy part of it loaded. */
export async function renderLoginPage(lang: Language, resources: Resource): Promise<string> {
  if (!i18next.isInitialized) await initI18nWith(resources);
  await i18next.changeLanguage(lang);
  const store = makeStore();
  // A visitor: what initSession decides at once when no session is stored.
  store.dispatch(sessionCleared());
  const createRouter = () => createMemoryRouter(routes, { initialEntries: [paths.login] });
  const { prelude } = await prerender(
    <StrictMode>
      <App store={store} createRouter={createRouter} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
