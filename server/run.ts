import { ConfigError, loadConfig, type Config } from './config/env.ts';
import type { RunningServer, StartOptions } from './start.ts';
import { startServer } from './start.ts';

function shutDown(running: RunningServer, signal: NodeJS.Signals) {
  running.logger.info({ signal }, 'signal received');
  running.close().then(
    // false: the deadline came before everything had closed, and the exit code says so.
    (clean) => process.exit(clean ? 0 : 1),
    (error: unknown) => {
      running.logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}

/**
 * Starts the server as a process: a bad configuration or a failed start prints one
 * line and exits 1; SIGTERM and SIGINT shut it down gracefully within SHUTDOWN_TIMEOUT_MS,
 * exiting 0, or 1 when the deadline came before everything had closed.
 */
export async function runServer(
  options: StartOptions,
  overrides: Partial<Config> = {},
): Promise<RunningServer | undefined> {
  // Listen for signals before starting: one that arrives while the database opens
  // waits for the start to finish and then shuts down cleanly. A repeated signal
  // joins the shutdown under way instead of killing the process mid-way.
  let running: RunningServer | undefined;
  let pendingSignal: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (running) shutDown(running, signal);
    else pendingSignal ??= signal;
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  try {
    running = await startServer({ ...loadConfig(), ...overrides }, options);
  } catch (error) {
    const message =
      error instanceof ConfigError ? error.message : `Server failed to start: ${String(error)}`;
    console.error(message);
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    process.exitCode = 1;
    return undefined;
  }
  if (pendingSignal) shutDown(running, pendingSignal);
  return running;
}
