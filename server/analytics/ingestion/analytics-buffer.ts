import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import { storeAnalyticsBatch } from '../storage/analytics-store.ts';
import type { ReceivedEvent } from '../storage/received-event.ts';

/** Where received events wait to be stored: answered at once, written in batches. */
export interface AnalyticsBuffer {
  /**
   * Resolves once the queue is below its high-water mark, or after `maxWaitMs` at most:
   * under a burst the tracker's requests wait for a flush rather than being refused.
   */
  room(): Promise<void>;
  /** Queues the events, all or none; false when the queue is full and nothing was queued. */
  record(events: ReceivedEvent[]): boolean;
  /** Conversions were written: the next tick flushes even without events, rolling them up. */
  nudge(): void;
  /** Stores everything queued now, one flush after another; a failure reaches the caller. */
  flush(): Promise<void>;
  /** Stops the timer and stores everything queued, retrying until it is done. */
  stop(): Promise<void>;
}

export interface AnalyticsBufferOptions {
  db: Database;
  logger: Logger;
  /** The seller's time zone now: the days the rollups are keyed by (the site settings'). */
  timeZone: () => string;
  /** Writes one batch; storeAnalyticsBatch (one transaction with its rollups) by default. */
  store?: (db: Database, events: ReceivedEvent[], timeZone: string) => Promise<void>;
  /** Queued events that start a flush at once. Default 500. */
  flushCount?: number;
  /** The longest an event waits for its flush. Default 1 s. */
  intervalMs?: number;
  /** Events one flush writes at most; the rest go in the next. Default 5,000. */
  maxPerFlush?: number;
  /** Events the queue holds at most (about 50 MB at most); beyond it `record` refuses. Default 50,000. */
  maxQueued?: number;
  /** Queued events past which `room()` waits for a flush. Default 10,000. */
  highWater?: number;
  /** The longest `room()` waits. Default 5 s. */
  maxWaitMs?: number;
  /** How often conversions written by any instance are rolled up without a nudge. Default 15 s. */
  rollupEveryMs?: number;
  /** Longest wait between retries of a failing flush (it doubles from `intervalMs`). Default 30 s. */
  retryMaxMs?: number;
}

/**
 * Queues received events in memory and writes them in batches, one flush at a time: by
 * count, and at least every `intervalMs`. A failed flush puts its events back at the head
 * of the queue and is retried with backoff; the queue is bounded, so a database that stays
 * away makes `record` refuse rather than grow without end.
 */
export function startAnalyticsBuffer(options: AnalyticsBufferOptions): AnalyticsBuffer {
  const { db, logger } = options;
  const store = options.store ?? storeAnalyticsBatch;
  const flushCount = options.flushCount ?? 500;
  const intervalMs = options.intervalMs ?? 1_000;
  const maxPerFlush = options.maxPerFlush ?? 5_000;
  const maxQueued = options.maxQueued ?? 50_000;
  const highWater = options.highWater ?? 10_000;
  const maxWaitMs = options.maxWaitMs ?? 5_000;
  const rollupEveryMs = options.rollupEveryMs ?? 15_000;
  const retryMaxMs = options.retryMaxMs ?? 30_000;

  let queue: ReceivedEvent[] = [];
  let nudged = false;
  let stopped = false;
  let failures = 0;
  let retryAt = 0;
  let lastFlushAt = Date.now();
  let running: Promise<void> | undefined;
  /** Requests waiting for room in the queue. */
  const waiting = new Set<() => void>();

  function release(): void {
    if (queue.length >= highWater && !stopped) return;
    for (const resume of waiting) resume();
    waiting.clear();
  }

  async function flushOnce(): Promise<void> {
    const batch = queue.splice(0, maxPerFlush);
    const wasNudged = nudged;
    nudged = false;
    try {
      await store(db, batch, options.timeZone());
      failures = 0;
      retryAt = 0;
      lastFlushAt = Date.now();
    } catch (error) {
      queue = batch.concat(queue);
      nudged ||= wasNudged;
      failures += 1;
      const retryInMs = Math.min(retryMaxMs, intervalMs * 2 ** (failures - 1));
      retryAt = Date.now() + retryInMs;
      logger.error(
        { err: error, events: batch.length, queued: queue.length, failures, retryInMs },
        'analytics flush failed: its events stay queued for a retry',
      );
      throw error;
    }
  }

  function due(byCount: boolean): boolean {
    const at = Date.now();
    if (at < retryAt) return false;
    if (byCount) return queue.length >= flushCount;
    return queue.length > 0 || nudged || at - lastFlushAt >= rollupEveryMs;
  }

  /** Starts a flush in the background when one is due and none is running. */
  function kick(byCount: boolean): void {
    if (running || !due(byCount)) return;
    const flushing = flushOnce()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        release();
        // Under load the next batch is already waiting: write it now rather than at the tick.
        if (!stopped) kick(true);
      });
    running = flushing;
  }

  const timer = setInterval(() => kick(false), intervalMs);
  timer.unref();

  async function flush(): Promise<void> {
    for (;;) {
      while (running) await running;
      if (queue.length === 0 && !nudged) return;
      const flushing = flushOnce();
      running = flushing.then(
        () => undefined,
        () => undefined,
      );
      try {
        await flushing;
      } finally {
        running = undefined;
        release();
      }
    }
  }

  return {
    room() {
      if (queue.length < highWater || stopped) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const resume = () => {
          clearTimeout(timeout);
          waiting.delete(resume);
          resolve();
        };
        const timeout = setTimeout(resume, maxWaitMs);
        waiting.add(resume);
      });
    },
    record(events) {
      if (stopped || queue.length + events.length > maxQueued) return false;
      for (const event of events) queue.push(event);
      kick(true);
      return true;
    },
    nudge() {
      nudged = true;
    },
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      release();
      for (;;) {
        try {
          await flush();
          return;
        } catch {
          // Logged by the flush; the shutdown's deadline decides how long this may go on.
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, retryAt - Date.now())));
        }
      }
    },
  };
}
