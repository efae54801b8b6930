import { afterEach, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import {
  findPostgresBinaries,
  startPostgresServer,
  type PostgresServer,
} from '#tests/postgres-server.ts';
import { postgresAvailable } from '#tests/test-database.ts';

// The client gives up 1 s after the statement timeout, at 4 s: later than the shutdown
// deadline, so a request waiting on the database is still in flight when the deadline comes.
const statementTimeoutMs = 3_000;
const shutdownTimeoutMs = 2_000;

/** Milliseconds since `started`. */
function since(started: number): number {
  return Math.round(performance.now() - started);
}

describe.skipIf(!postgresAvailable)('the server when PostgreSQL stops answering', () => {
  let postgres: PostgresServer | undefined;
  let server: BuiltServer | undefined;
  afterEach(async () => {
    // A server that ignored SIGTERM must not outlive the test; stop() then only reaps it.
    server?.process.kill('SIGKILL');
    await server?.stop();
    server = undefined;
    // stop() wakes the frozen cluster before shutting it down.
    await postgres?.stop();
    postgres = undefined;
  });

  it('fails requests that need the database within seconds and exits within SHUTDOWN_TIMEOUT_MS', async () => {
    postgres = await startPostgresServer(findPostgresBinaries() ?? '');
    const running = await startBuiltServer({
      env: {
        DATABASE_URL: postgres.url,
        DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
        SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
      },
    });
    server = running;
    // Without the fix these requests hang: the signal turns a hang into a failed test.
    const subscribe = () =>
      fetch(new URL('/api/send-thank-you-email', running.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: running.url },
        body: JSON.stringify({ type: 'subscription', email: 'a@example.com' }),
        signal: AbortSignal.timeout(20_000),
      });
    const timed = async (request: () => Promise<Response>) => {
      const started = performance.now();
      const { status } = await request();
      return { status, ms: since(started) };
    };
    expect((await subscribe()).status).toBe(200);
    // Several connections opened at once and left idle: the requests below reuse them and
    // wait on a query, not on opening a connection (which has always had a 5 s limit).
    const healthChecks = Array.from({ length: 5 }, () => fetch(new URL('/healthz', running.url)));
    for (const response of await Promise.all(healthChecks)) expect(response.status).toBe(200);

    // As in the review: every process of the cluster frozen, its connections left open.
    await postgres.signal('SIGSTOP');
    const [health, subscription] = await Promise.all([
      timed(() => fetch(new URL('/healthz', running.url), { signal: AbortSignal.timeout(20_000) })),
      timed(subscribe),
    ]);
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(8_000);
    expect(subscription.status).toBeGreaterThanOrEqual(500);
    expect(subscription.ms).toBeLessThan(8_000);

    // One more request that waits on the database while the server is told to stop.
    const inFlight = subscribe().then(
      (response) => response.status,
      () => 'cut off',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) =>
      running.process.once('exit', (code) => resolve(code)),
    );
    const started = performance.now();
    running.process.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 15_000)),
    ]);
    const shutdownMs = since(started);

    expect(code).toBe(1);
    expect(shutdownMs).toBeLessThan(shutdownTimeoutMs + 1_500);
    expect(await inFlight).toBe('cut off');
    const timedOut = running.output.find((line) => line.includes('shutdown timed out'));
    expect(timedOut).toContain('"level":50');
    expect(timedOut).toContain(
      '"left":["requests in flight","work deferred by requests","settings listener","instance heartbeat","social proof refresh","analytics buffer"',
    );
  }, 60_000);
});
