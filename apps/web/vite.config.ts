import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { API_BASE, apiPaths } from '@mizan/contract/api-paths';
import { arabicTextFonts } from './vite/arabic-text-fonts.ts';

const src = path.resolve(import.meta.dirname, 'src');
const contractSrc = path.resolve(import.meta.dirname, '../../packages/contract/src');
const apiTarget = 'http://localhost:3000';

// What the first paint of every page needs is one long-cached chunk, `framework`: React, the router, Redux, i18next
// and the tiny app modules the entry and most pages share (the class joiner, the store's always-present slices, the
// card and skeleton, lucide's icon factory, the language helper). As five chunks they were five requests before the
// sign-in page's first paint against issue #17's budget of twelve (rolldown keeps its 0.4 KB runtime apart).
// RTK Query gets its own chunk because it loads after the first paint (see lib/store/root-reducer.ts).
const vendorGroups = [
  { name: 'rtk-query', test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema)[\\/]/, priority: 2 },
  {
    name: 'framework',
    test: /(node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|use-sync-external-store|i18next|react-i18next)[\\/]|contract[\\/]src[\\/]i18n\.ts|src[\\/]lib[\\/](cn\.ts|language\.ts|first-paint\.ts|session[\\/]session-slice|notices[\\/]notice-slice|modals[\\/]modal-slice)|src[\\/]components[\\/]ui[\\/](card|skeleton)\.tsx|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\/]))/,
    priority: 1,
  },
  // What every form needs (react-hook-form, the form helpers, the field components), loaded with the first form
  // as one chunk instead of eight small ones.
  {
    name: 'forms',
    test: /(node_modules[\\/](react-hook-form|@hookform)[\\/]|src[\\/]lib[\\/]forms[\\/]|src[\\/]components[\\/](form-alert|ui[\\/](field|input|password-input))\.tsx)/,
  },
];

/** index.html's boot script starts the profile call before the app's code: its address from the contract. */
const indexHtmlPaths: Plugin = {
  name: 'mizan-index-html-paths',
  transformIndexHtml: (html) => html.replace('__MIZAN_PROFILE_URL__', `${API_BASE}${apiPaths.profile.me}`),
};

export default defineConfig({
  plugins: [arabicTextFonts(path.join(src, 'fonts')), react(), tailwindcss(), indexHtmlPaths],
  resolve: {
    alias: [
      { find: /^@mizan\/contract\/(.*)$/, replacement: `${contractSrc}/$1.ts` },
      { find: /^@\//, replacement: `${src}/` },
    ],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  build: {
    // The server reads it to preload a page's chunks from the HTML (apps/server/src/plugins/spa-preload.ts).
    manifest: true,
    rolldownOptions: {
      // Rolldown warns when a plugin takes most of a build: the Arabic font cutter does on a busy machine (its known
      // few seconds), and the warning's ten lines in the first `npm start` read like a failure.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: vendorGroups },
      },
    },
  },
});
