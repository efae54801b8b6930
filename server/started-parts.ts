import type { Logger } from './logger.ts';

export interface StopResult {
  /** Every part stopped, none failed, before the deadline. */
  clean: boolean;
  /** The parts not yet stopped when the deadline came, in the order they would have stopped. */
  left: string[];
}

/**
 * What a start has brought up so far, each part with how to stop it, and the one order in
 * which they stop (`stopOrder`, named steps a reader sees in one list). A shutdown and a
 * start that fails half-way (the port taken, the database refusing a migration) stop the
 * same parts the same way, so neither leaves a timer, a worker or a connection holding the
 * process.
 */
export class StartedParts<Name extends string> {
  readonly #stops = new Map<Name, () => unknown>();
  readonly #logger: Logger;
  readonly #stopOrder: readonly Name[];

  constructor(logger: Logger, stopOrder: readonly Name[]) {
    this.#logger = logger;
    this.#stopOrder = stopOrder;
  }

  /** Call right after a part has started, so a later failure stops it too. */
  add(name: Name, stop: () => unknown): void {
    this.#stops.set(name, stop);
  }

  /**
   * Stops the parts that started one at a time, in `stopOrder`, so none stops while a part
   * before it in the list may still use it; all within one deadline, so a database that
   * stopped answering cannot keep the process from exiting. A part that fails to stop is
   * logged by its name and the rest are still stopped.
   */
  async stopAll(timeoutMs: number): Promise<StopResult> {
    const pending = this.#stopOrder.flatMap((name) => {
      const stop = this.#stops.get(name);
      return stop ? [{ name, stop }] : [];
    });
    const left: string[] = pending.map((part) => part.name);
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
