import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { levels, recordingLogger } from '#tests/recording-logger.ts';
import { startPeriodicTask } from './periodic-task.ts';

describe('startPeriodicTask', () => {
  it('runs at start and on each tick, never two passes at once, and stop waits for the pass', async () => {
    const { logger } = recordingLogger();
    let passes = 0;
    let running = 0;
    let most = 0;
    let stopSeen = false;
    const task = startPeriodicTask({
      everyMs: 5,
      logger,
      failure: 'failed',
      async pass(keepGoing) {
        passes += 1;
        running += 1;
        most = Math.max(most, running);
        await delay(30);
        stopSeen = !keepGoing();
        running -= 1;
      },
    });
    expect(passes).toBe(1);
    await vi.waitFor(() => expect(passes).toBeGreaterThan(2), { timeout: 5000 });
    expect(most).toBe(1);
    await vi.waitFor(() => expect(running).toBe(1), { interval: 1 });
    await task.stop();
    expect(running).toBe(0);
    expect(stopSeen).toBe(true);
    const after = passes;
    await delay(30);
    expect(passes).toBe(after);
  });

  it('logs a failed pass and tries again on the next tick', async () => {
    const { logger, lines } = recordingLogger();
    let passes = 0;
    const task = startPeriodicTask({
      everyMs: 5,
      logger,
      failure: 'the pass failed; it runs again later',
      pass: () => {
        passes += 1;
        return Promise.reject(new Error('database gone'));
      },
    });
    await vi.waitFor(() => expect(passes).toBeGreaterThan(1), { timeout: 5000 });
    await task.stop();
    expect(lines.find((line) => line.level === levels.error)).toMatchObject({
      msg: 'the pass failed; it runs again later',
    });
  });
});
