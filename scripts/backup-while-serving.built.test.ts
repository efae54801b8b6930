import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { projectRoot } from '#tests/project-root.ts';

const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');

/** Runs one of the operator's scripts against the server's data folder; its exit code and stderr. */
function runScript(name: string, args: string[], dataDir: string) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(tsx, [path.join(projectRoot, 'scripts', name), ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('the backup commands beside a server on the embedded database', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { LOG_LEVEL: 'warn' } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('refuse the folder the server holds, naming its process, and leave the server serving', async () => {
    const output = path.join(server.dataDir, 'never-written.csdb.gz');
    const backup = await runScript('backup.ts', ['--output', output], server.dataDir);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/^The embedded database in .+ is open in process \d+\./);
    expect(backup.stderr).toContain('System section, "Back up now"');
    expect(existsSync(output)).toBe(false);

    const restore = await runScript('restore.ts', [output], server.dataDir);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/is open in process \d+\./);

    const health = await fetch(new URL('/healthz', server.url));
    expect(health.status).toBe(200);
  });
});
