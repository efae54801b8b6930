import type { Logger } from './logger.ts';

interface Part {
  name: string;
  stop: () => unknown;
}

export interface StopResult {
  /** Every part stopped, none failed, before the deadline. */
  clean: boolean;
  /** The parts not yet stopped when the deadline came, in the order they would have stopped. */
  left: string[];
}

/**
 * What a start has brought up so far, each part with how to stop it. A shutdown and a start
 * that fails half-way (the port taken, the database refusing a migration) stop the same
 * parts the same way, so neither leaves a timer, a worker or a connection holding the process.
 */
export class StartedParts {
  readonly #parts: Part[] = [];
  readonly #logger: Logger;

  constructor(logger: Logger) {
    this.#logger = logger;
  }

  /** Call right after a part has started, so a later failure stops it too. */
  add(name: string, stop: () => unknown): void {
    this.#parts.push({ name, stop });
  }

  /**
   * Stops the parts one at a time, the last started first, so none stops while a part started
   * after it may still use it; all within one deadline, so a database that stopped answering
   * cannot keep the process from exiting. A part that fails to stop is logged and the rest
   * are still stopped.
   */
  async stopAll(timeoutMs: number): Promise<StopResult> {
    const pending = this.#parts.toReversed();
    const left = pending.map((part) => part.name);
    let failed = false;
    const orderly = (async () => {
      for (const part of pending) {
        try {
          await part.stop();
        } catch (error) {
          failed = true;
          this.#logger.error({ err: error, part: part.name }, `${part.name} failed to stop`);
        }
        left.shift();
      }
    })();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), timeoutMs);
    });
    try {
      if ((await Promise.race([orderly, deadline])) === 'deadline')
        return { clean: false, left: [...left] };
    } finally {
      clearTimeout(timer);
    }
    return { clean: !failed, left: [] };
  }
}
