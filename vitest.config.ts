import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const nodeSetup = ['./tests/setup/fail-on-console-error.ts'];
const databaseTiers = ['**/*.db.test.ts', '**/*.built.test.ts'];

// Kept apart from vite.config.ts: the React Router plugin is for builds, not for tests.
// Four tiers (README "Tests"): `unit` and `app` need nothing prepared (`npm run test:fast`);
// `db` gets a migrated PGlite template and a throwaway PostgreSQL cluster, which start only
// when one of its files runs; `built` also needs `npm run build` first.
export default defineConfig({
  test: {
    // Vitest 4.1 leaves one core to its main process, which mostly waits: on two cores that
    // is one worker, and every file ran one after another.
    maxWorkers: availableParallelism(),
    // Generous for a shared two-core machine; a test that hangs still fails.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: [...nodeSetup, './tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{server,shared,content,scripts,tests}/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...databaseTiers],
          setupFiles: nodeSetup,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          environment: 'node',
          include: ['{server,scripts}/**/*.db.test.ts'],
          setupFiles: nodeSetup,
          globalSetup: ['./tests/setup/postgres-global.ts'],
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'built',
          environment: 'node',
          include: ['{server,scripts}/**/*.built.test.ts'],
          setupFiles: nodeSetup,
          globalSetup: ['./tests/setup/postgres-global.ts'],
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
