import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { decompressionBombPdf, makePdf } from '#tests/pdf-factory.ts';
import { testPdfWorkerOptions } from '#tests/pdf-workers.ts';
import { guidePdfLimits, startPdfWorkers, type PdfWorkers } from './pdf-worker-pool.ts';

describe('the PDF worker pool', () => {
  let pool: PdfWorkers | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('refuses a file past the decoded-bytes limit quickly, without stalling this thread', async () => {
    pool = startPdfWorkers(testPdfWorkerOptions);
    // Started first: the thread's start-up is not the check's time.
    expect(await pool.check(await makePdf())).toMatchObject({ status: 'checked', pageCount: 3 });
    // Four times the budget: past it for sure, and quick to make (the 1 GiB bomb is in
    // npm run bench:downloads).
    const bomb = await decompressionBombPdf(4 * guidePdfLimits.maxDecodedBytes);
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = performance.now();
    expect(await pool.check(bomb)).toMatchObject({ status: 'refused', reason: 'decoded_limit' });
    lag.disable();
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(lag.max / 1e6).toBeLessThan(250);
  });

  it('refuses a file that needs more than the object limit', async () => {
    pool = startPdfWorkers({
      ...testPdfWorkerOptions,
      limits: { ...testPdfWorkerOptions.limits, maxObjects: 50 },
    });
    const pages = Array.from({ length: 40 }, () => ({}));
    expect(await pool.check(await makePdf({ pages }))).toEqual({
      status: 'refused',
      reason: 'object_limit',
    });
  });

  it('ends a task past its time with a refusal, and runs the next one on a fresh thread', async () => {
    pool = startPdfWorkers({ ...testPdfWorkerOptions, timeoutMs: 15_000 });
    const small = await makePdf();
    expect(await pool.check(small)).toMatchObject({ status: 'checked' });
    const slow = startPdfWorkers({ ...testPdfWorkerOptions, timeoutMs: 1 });
    try {
      expect(await slow.check(small)).toEqual({ status: 'refused', reason: 'time_limit' });
      await expect(
        slow.stamp(small, { email: 'a@example.com', orderId: 'ord_1' }, 'Notice.'),
      ).rejects.toThrow(/longer than 1 ms/);
      // Each task past its time ended its thread: two replaced, counted for the System section.
      expect(slow.restarts()).toBe(2);
    } finally {
      await slow.close();
    }
    expect(await pool.check(small)).toMatchObject({ status: 'checked', pageCount: 3 });
    expect(pool.restarts()).toBe(0);
  });

  it('ends a thread that runs out of heap with a refusal naming the memory limit', async () => {
    pool = startPdfWorkers({
      ...testPdfWorkerOptions,
      memoryMb: 16,
      limits: { ...testPdfWorkerOptions.limits, maxObjects: 10_000_000 },
    });
    const pages = Array.from({ length: 4_000 }, () => ({}));
    expect(await pool.check(await makePdf({ pages }))).toEqual({
      status: 'refused',
      reason: 'memory_limit',
    });
    expect(pool.restarts()).toBe(1);
  });

  it('fails the tasks still waiting when it closes', async () => {
    pool = startPdfWorkers(testPdfWorkerOptions);
    const refused = expect(pool.check(await makePdf())).rejects.toThrow(/closed/);
    await pool.close();
    await refused;
    // Closing ends the threads on purpose: no restart.
    expect(pool.restarts()).toBe(0);
  });
});
