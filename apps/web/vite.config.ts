import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = path.resolve(import.meta.dirname, 'src');
const contractSrc = path.resolve(import.meta.dirname, '../../packages/contract/src');
const apiTarget = 'http://localhost:3000';

// Libraries every route needs load once as long-cached vendor chunks; the rest splits per route.
// RTK Query gets its own chunk because it loads after the first paint (see lib/store/root-reducer.ts).
const vendorGroups = [
  { name: 'rtk-query', test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema)[\\/]/, priority: 2 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  {
    name: 'state',
    test: /node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/,
    priority: 1,
  },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-http-backend|i18next-browser-languagedetector)[\\/]/ },
  // Tiny modules the entry and most pages share (each was its own ~1 KB chunk, one request each before the first
  // paint): the class joiner, the store's always-present slices, the card and skeleton, lucide's icon factory.
  {
    name: 'core',
    test: /(rolldown[\\/]runtime|contract[\\/]src[\\/]i18n\.ts|src[\\/]lib[\\/](cn\.ts|language\.ts|first-paint\.ts|session[\\/]session-slice|notices[\\/]notice-slice|modals[\\/]modal-slice)|src[\\/]components[\\/]ui[\\/](card|skeleton)\.tsx|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\/]))/,
  },
  // What every form needs (react-hook-form, the form helpers, the field components), loaded with the first form
  // as one chunk instead of eight small ones.
  {
    name: 'forms',
    test: /(node_modules[\\/](react-hook-form|@hookform)[\\/]|src[\\/]lib[\\/]forms[\\/]|src[\\/]components[\\/](form-alert|ui[\\/](field|input|password-input))\.tsx)/,
  },
  // The sign-in page and the frame every registration and recovery page shares with it.
  {
    name: 'auth-shell',
    test: /src[\\/]features[\\/]auth[\\/](pages[\\/]login-page\.tsx|components[\\/](auth-card|form-skeleton|text-link)\.tsx|use-auth-link\.ts)/,
  },
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: vendorGroups },
      },
    },
  },
});
