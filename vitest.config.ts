import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin is for builds, not for tests.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup/fail-on-console-error.ts', './tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{server,shared,content,scripts}/**/*.test.ts'],
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          globalSetup: ['./tests/setup/postgres-global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
