import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, createServer, type AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { builtServerEntry, startBuiltServer } from '#tests/built-server.ts';
import { projectRoot } from '#tests/project-root.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import { createTestDatabase, postgresAvailable } from '#tests/test-database.ts';

describe('the server process', () => {
  it('refuses a bad setting with one line naming it, and exits 1', async () => {
    const child = spawn(process.execPath, [builtServerEntry], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT: Invalid input: expected number, received NaN (got "not-a-port")',
    ]);
  });

  it('closes what it started and exits 1 when its port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-port-taken-'));
    try {
      const child = spawn(process.execPath, [builtServerEntry], {
        cwd: projectRoot,
        env: {
          PATH: process.env.PATH ?? '',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      let failedAt: number | undefined;
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('start failed')) failedAt ??= performance.now();
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      // Creating and migrating a new database is slow on a busy machine; the exit after the
      // failed listen is what must be prompt.
      const deadline = new Promise<'still running'>((resolve) =>
        setTimeout(() => resolve('still running'), 60_000),
      );
      const outcome = await Promise.race([exited, deadline]);
      if (outcome === 'still running') child.kill('SIGKILL');
      expect(outcome).toBe(1);
      expect(performance.now() - (failedAt ?? 0)).toBeLessThan(5_000);
      expect(stderr.trim()).toMatch(/^Server failed to start: Error: listen EADDRINUSE/);
      // Closed in order, not cut off: the embedded database opens again.
      const database = new PGlite(path.join(dataDir, 'pglite'));
      expect((await database.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await database.close();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('finishes a request in flight on SIGTERM, then closes the database and exits 0', async () => {
    const server = await startBuiltServer();
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // Half of the request now, the rest after the server was told to stop.
    socket.write(`GET /faq HTTP/1.1\r\nHost: ${hostname}\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.process.kill('SIGTERM');
    await expect
      .poll(() => server.output.some((line) => line.includes('shutting down')))
      .toBe(true);
    socket.write('Connection: close\r\n\r\n');
    await closed;

    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('Frequently Asked Questions');
    expect(await server.stop()).toBe(0);
    expect(server.output.some((line) => line.includes('shut down cleanly'))).toBe(true);
  });

  it('keeps its embedded database in DATA_DIR and opens it again on restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-restart-'));
    try {
      const first = await startBuiltServer({ dataDir });
      expect(await first.stop()).toBe(0);
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      const second = await startBuiltServer({ dataDir });
      expect(second.output.some((line) => line.includes('"database":"pglite"'))).toBe(true);
      expect((await fetch(new URL('/healthz', second.url))).status).toBe(200);
      expect(await second.stop()).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!postgresAvailable)('the server on PostgreSQL', () => {
  it('serves pages and health from a PostgreSQL server given by DATABASE_URL', async () => {
    const database = await createTestDatabase('postgres');
    const server = await startBuiltServer({ env: { DATABASE_URL: database.url ?? '' } });
    try {
      expect(server.output.some((line) => line.includes('"database":"postgres"'))).toBe(true);
      expect((await fetch(new URL('/faq', server.url))).status).toBe(200);
      expect(await (await fetch(new URL('/healthz', server.url))).json()).toEqual({
        status: 'ok',
        checks: { database: 'up' },
      });
    } finally {
      await server.stop();
      await database.dispose();
    }
  });

  it('answers 503 on /healthz while PostgreSQL is down', async () => {
    const postgres = await startPostgresServer(findPostgresBinaries() ?? '');
    const server = await startBuiltServer({ env: { DATABASE_URL: postgres.url } });
    try {
      expect((await fetch(new URL('/healthz', server.url))).status).toBe(200);
      await postgres.stop();
      const response = await fetch(new URL('/healthz', server.url));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'down' },
      });
      expect((await fetch(new URL('/faq', server.url))).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
