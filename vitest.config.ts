import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const nodeSetup = ['./tests/setup/fail-on-console-error.ts'];
const componentTests = 'app/**/*.test.{ts,tsx}';
// Loaders and actions run on the server: no window, so no jsdom to pay for.
const serverModuleTests = 'app/**/*.server.test.ts';
const componentSetup = [...nodeSetup, './tests/setup/dom.ts'];

/**
 * Tests without a database run in worker threads (about a sixth faster here than processes)
 * and share their worker's modules (not isolated: each file would otherwise import its
 * modules afresh, and a component test pay a fresh jsdom and React, about 1.5 s). A file that replaces a module with `vi.mock` needs a module cache of its own, or
 * another file may have loaded the real one: those run isolated, in the `-mocks` projects.
 */
function mockingTests(...folders: string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !/\.(db|built)\.test\.ts$/.test(file))
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
}
const mockingComponentTests = mockingTests('app');
const mockingUnitTests = mockingTests('server', 'shared', 'content', 'scripts', 'tests');
const databaseTiers = ['**/*.db.test.ts', '**/*.built.test.ts'];
// The lint's own test type-checks its fixtures (about 20 s): it runs with `npm run lint`.
const lintTests = 'scripts/eslint-rules/*.test.ts';

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
          pool: 'threads',
          environment: 'jsdom',
          include: [componentTests],
          exclude: [...configDefaults.exclude, ...mockingComponentTests, serverModuleTests],
          setupFiles: componentSetup,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app-mocks',
          pool: 'threads',
          environment: 'jsdom',
          include: mockingComponentTests,
          setupFiles: componentSetup,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          pool: 'threads',
          environment: 'node',
          include: ['{server,shared,content,scripts,tests}/**/*.test.ts', serverModuleTests],
          exclude: [
            ...configDefaults.exclude,
            ...databaseTiers,
            ...mockingUnitTests,
            ...mockingComponentTests,
            lintTests,
          ],
          setupFiles: nodeSetup,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'lint',
          environment: 'node',
          include: [lintTests],
          setupFiles: nodeSetup,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-mocks',
          pool: 'threads',
          environment: 'node',
          include: mockingUnitTests,
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
          // Tests here start whole servers, some several in one test.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
