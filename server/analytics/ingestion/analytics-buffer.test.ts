import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { newVisit, pageView } from '#tests/analytics-events.ts';
import {
  startAnalyticsBuffer,
  type AnalyticsBuffer,
  type AnalyticsBufferOptions,
} from './analytics-buffer.ts';
import type { ReceivedEvent } from '../storage/received-event.ts';

// The buffer never reads the database itself: it hands it to the store, faked here.
const db = undefined as unknown as Database;
const logger = pino({ level: 'silent' });
const events = (count: number) =>
  Array.from({ length: count }, () => pageView(newVisit(), new Date('2026-11-01T10:00:00Z')));

/** A store that records each flush's events and how many ran at once. */
function recordingStore() {
  const flushes: ReceivedEvent[][] = [];
  let active = 0;
  let mostAtOnce = 0;
  let failuresLeft = 0;
  const store = async (_db: Database, batch: ReceivedEvent[]) => {
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    await new Promise((resolve) => setTimeout(resolve, 5));
    active -= 1;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('database away');
    }
    flushes.push(batch);
  };
  return {
    store,
    flushes,
    stored: () => flushes.flat(),
    mostAtOnce: () => mostAtOnce,
    failNext: (count: number) => void (failuresLeft = count),
  };
}

describe('the analytics buffer', () => {
  let buffer: AnalyticsBuffer | undefined;
  afterEach(async () => {
    await buffer?.stop();
  });
  const start = (options: Partial<AnalyticsBufferOptions>) =>
    (buffer = startAnalyticsBuffer({ db, logger, timeZone: () => 'UTC', ...options }));

  it('flushes as soon as the count is reached, one flush at a time', async () => {
    const store = recordingStore();
    const buffered = start({
      store: store.store,
      flushCount: 10,
      maxPerFlush: 10,
      intervalMs: 60_000,
    });
    const sent = events(35);
    for (const event of sent) expect(buffered.record([event])).toBe(true);
    await expect.poll(() => store.stored().length).toBe(30);
    expect(store.mostAtOnce()).toBe(1);
    // The last five wait for the clock (or a shutdown), not for more events.
    await buffered.flush();
    expect(store.stored()).toEqual(sent);
  });

  it('flushes what is queued within the interval without a count', async () => {
    const store = recordingStore();
    const buffered = start({ store: store.store, intervalMs: 20 });
    buffered.record(events(3));
    await expect.poll(() => store.stored().length, { timeout: 1_000 }).toBe(3);
  });

  it('keeps a failed flush’s events in order and retries them with backoff', async () => {
    const store = recordingStore();
    store.failNext(2);
    const buffered = start({ store: store.store, intervalMs: 10 });
    const sent = events(4);
    buffered.record(sent.slice(0, 2));
    await expect.poll(() => store.flushes.length, { timeout: 2_000 }).toBe(1);
    buffered.record(sent.slice(2));
    await buffered.flush();
    expect(store.stored()).toEqual(sent);
  });

  it('refuses a whole request when the queue cannot take it, and takes it again once flushed', async () => {
    const store = recordingStore();
    const buffered = start({ store: store.store, maxQueued: 5, intervalMs: 60_000 });
    expect(buffered.record(events(4))).toBe(true);
    expect(buffered.record(events(2))).toBe(false);
    await buffered.flush();
    expect(store.stored()).toHaveLength(4);
    expect(buffered.record(events(2))).toBe(true);
  });

  it('holds requests past the high-water mark until a flush makes room, and no longer than its wait', async () => {
    const store = recordingStore();
    const buffered = start({
      store: store.store,
      flushCount: 100,
      highWater: 4,
      maxWaitMs: 50,
      intervalMs: 60_000,
    });
    expect(buffered.record(events(4))).toBe(true);
    // No flush comes: the wait ends by its deadline, and the caller may still try.
    const started = Date.now();
    await buffered.room();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);

    let resumed = false;
    const waiting = buffered.room().then(() => (resumed = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(resumed).toBe(false);
    await buffered.flush();
    await waiting;
    expect(resumed).toBe(true);
    expect(store.stored()).toHaveLength(4);
  });

  it('after a nudge, flushes at the next tick even with no events', async () => {
    const store = recordingStore();
    const buffered = start({ store: store.store, intervalMs: 20, rollupEveryMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(store.flushes).toHaveLength(0);
    buffered.nudge();
    await expect.poll(() => store.flushes.length, { timeout: 1_000 }).toBe(1);
    expect(store.flushes[0]).toEqual([]);
  });

  it('rolls up conversions periodically without a nudge', async () => {
    const store = recordingStore();
    start({ store: store.store, intervalMs: 10, rollupEveryMs: 30 });
    await expect.poll(() => store.flushes.length, { timeout: 1_000 }).toBeGreaterThanOrEqual(2);
  });

  it('stops by writing everything queued, retrying through failures', async () => {
    const store = recordingStore();
    const buffered = start({ store: store.store, intervalMs: 10, retryMaxMs: 20 });
    const sent = events(7);
    buffered.record(sent);
    store.failNext(3);
    await buffered.stop();
    expect(store.stored()).toEqual(sent);
    expect(buffered.record(events(1))).toBe(false);
  });
});
