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
 * Starts the server as a process: a bad configuration or a failed start (after closing what
 * had started) prints one line and exits 1; SIGTERM and SIGINT shut it down gracefully within SHUTDOWN_TIMEOUT_MS,
 * exiting 0, or 1 when the deadline came before everything had closed.
 */
export async function runServer(
  options: StartOptions,
  overrides: Partial<Config> = {},
): Promise<RunningServer> {
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
    // startServer has closed what it started; exiting now, not when the event loop empties,
    // means a handle it could not close (a hung database) cannot keep a failed start alive.
    process.exit(1);
  }
  if (pendingSignal) shutDown(running, pendingSignal);
  return running;
}
