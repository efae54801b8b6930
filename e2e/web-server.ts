import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#tests/project-root.ts';
import { adminAccount } from './admin-account.ts';

/**
 * The server the browser tests run against. Its folder is fixed, not temporary, so that a
 * server started by hand (`npm run test:e2e:server`) and reused by `playwright test` keeps
 * its mail where the tests read it, and the log of the last run stays for reading.
 */
const folder = path.join(projectRoot, '.e2e-server');
export const e2eDataDir = path.join(folder, 'data');
export const e2eServerLog = path.join(folder, 'server.log');

export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

export const e2eServerEnv: Record<string, string> = {
  PORT: String(e2ePort),
  HOST: '127.0.0.1',
  DATA_DIR: e2eDataDir,
  // Empty means unset: always the embedded database, whatever the shell exports.
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  SITE_URL: e2eBaseUrl,
  // The buyers' tests send their own X-Forwarded-For (e2e/own-client.ts); others are 127.0.0.1.
  TRUST_PROXY: '1',
  // The first admin, created at start: the back-office tests sign in with it (e2e/admin-account.ts).
  ADMIN_EMAIL: adminAccount.email,
  ADMIN_PASSWORD: adminAccount.password,
};

/** A fresh, empty data folder: every run starts from an empty shop. */
export function emptyE2eDataDir(): void {
  rmSync(e2eDataDir, { recursive: true, force: true });
  mkdirSync(e2eDataDir, { recursive: true });
}
