import { ConfigError, loadConfig, type Config } from './config/env.ts';
import type { RunningServer, StartOptions } from './start.ts';
import { startServer } from './start.ts';

/**
 * Starts the server as a process: a bad configuration or a failed start prints one
 * line and exits 1; SIGTERM and SIGINT shut it down gracefully.
 */
export async function runServer(
  options: StartOptions,
  overrides: Partial<Config> = {},
): Promise<RunningServer | undefined> {
  let running: RunningServer;
  try {
    running = await startServer({ ...loadConfig(), ...overrides }, options);
  } catch (error) {
    const message =
      error instanceof ConfigError ? error.message : `Server failed to start: ${String(error)}`;
    console.error(message);
    process.exitCode = 1;
    return undefined;
  }
  const stop = (signal: NodeJS.Signals) => {
    running.logger.info({ signal }, 'signal received');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        running.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // A repeated signal joins the shutdown already under way instead of killing the process mid-way.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return running;
}
