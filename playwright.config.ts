import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { adminAccount } from './e2e/admin-account.ts';
import { chromiumArgs, chromiumExecutablePath } from './tests/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// Playwright evaluates this file in the runner and again in every worker; only the
// runner starts the web server, so only the runner makes (and later removes) its data folder.
const isRunner = process.env.TEST_WORKER_INDEX === undefined;
const dataDir = isRunner ? mkdtempSync(path.join(tmpdir(), 'csd-e2e-')) : '';
if (isRunner) {
  // Workers inherit the runner's environment: the admin tests read the server's mail (.eml files) here.
  process.env.E2E_DATA_DIR = dataDir;
  // PGlite leaves tens of megabytes per folder; the server has stopped by the time the runner exits.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: await chromiumExecutablePath(),
      args: [...chromiumArgs],
    },
  },
  // The production build, as deployed; `npm test` builds it before running these tests.
  webServer: {
    command: 'node build/server/index.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // SIGTERM lets the server close its database before the data folder goes.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Empty means unset: always the embedded database, whatever the shell exports.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SITE_URL: baseURL,
      // The first admin, created at start: the back-office tests sign in with it (e2e/admin-account.ts).
      ADMIN_EMAIL: adminAccount.email,
      ADMIN_PASSWORD: adminAccount.password,
    },
  },
});
