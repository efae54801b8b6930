import { defineConfig } from '@playwright/test';
import { e2eBaseUrl, e2eDataDir } from './e2e/web-server.ts';
import { chromiumArgs, chromiumExecutablePath } from './tests/chromium.ts';

// Workers inherit the runner's environment: the admin tests read the server's mail (.eml files) here.
process.env.E2E_DATA_DIR = e2eDataDir;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: e2eBaseUrl,
    // Recorded from the first attempt and kept when it fails: a flaky test that passes on
    // retry still leaves its console, network and DOM to read in test-results/.
    trace: 'retain-on-first-failure',
    launchOptions: {
      executablePath: await chromiumExecutablePath(),
      args: [...chromiumArgs],
    },
  },
  // The production build, as deployed; `npm test` builds it before running these tests.
  // A server already answering (`npm run test:e2e:server` in another terminal) is reused
  // outside CI: it runs from the same script, so it writes to the same data folder.
  webServer: {
    command: 'tsx e2e/serve.ts',
    url: `${e2eBaseUrl}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // SIGTERM lets the server close its database; serve.ts passes it on and waits.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
