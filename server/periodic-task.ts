import type { Logger } from './logger.ts';

export interface PeriodicTask {
  /** Stops the schedule and waits for a pass under way. */
  stop(): Promise<void>;
}

export interface PeriodicTaskOptions {
  everyMs: number;
  logger: Logger;
  /** The log message of a failed pass; the next tick tries again. */
  failure: string;
  /** One pass; `keepGoing()` turns false once a stop was asked, so a long pass can end early. */
  pass: (keepGoing: () => boolean) => Promise<void>;
}

/**
 * Runs `pass` at start and then every `everyMs`, one pass at a time: a tick that comes while
 * a pass is still running (a large backlog) is skipped, not queued. The timer alone never keeps
 * the process alive.
 */
export function startPeriodicTask(options: PeriodicTaskOptions): PeriodicTask {
  let stopped = false;
  let running: Promise<void> | undefined;
  const keepGoing = () => !stopped;

  function run(): void {
    if (stopped || running) return;
    running = options
      .pass(keepGoing)
      .catch((error: unknown) => options.logger.error({ err: error }, options.failure))
      .finally(() => (running = undefined));
  }

  run();
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
