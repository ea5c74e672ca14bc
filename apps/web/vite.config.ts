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
  { name: 'state', test: /node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|reselect|immer)[\\/]/, priority: 1 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-http-backend|i18next-browser-languagedetector)[\\/]/ },
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
