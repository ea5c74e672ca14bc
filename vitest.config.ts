import path from 'node:path';
import { defineConfig } from 'vitest/config';

const contractSrc = path.resolve(import.meta.dirname, 'packages/contract/src');
// Tests read the contract's TypeScript source, so they never depend on a stale build.
const contractAlias = [{ find: /^@mizan\/contract\/(.*)$/, replacement: `${contractSrc}/$1.ts` }];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, so every test file ran
    // after the other while the second core idled. Test files share nothing (each opens its own database,
    // data folder, SMTP listener and Redis prefix), so two run at once.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: contractAlias },
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // Each test file opens its own app, database, data folder, SMTP listener and Redis prefix, so files need no
          // module isolation: without it a worker imports the server's module graph once instead of once per file,
          // which took more of the run than the tests themselves (about 6 s per file on 2 cores).
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: contractAlias },
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: [...contractAlias, { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'apps/web/src')}/` }] },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
