import { afterAll } from 'vitest';
import type { GuideCopies } from '#server/delivery/guide-copies.ts';
import {
  guidePdfLimits,
  startPdfWorkers,
  type PdfWorkerOptions,
  type PdfWorkers,
} from '#server/pdf-worker/pdf-worker-pool.ts';

/** The worker pool as a server of two cores starts it, with the default limits. */
export const testPdfWorkerOptions: PdfWorkerOptions = {
  size: 1,
  memoryMb: 512,
  timeoutMs: 60_000,
  limits: guidePdfLimits,
};

let shared: PdfWorkers | undefined;
// This module is loaded once per test file: its pool goes when the file's tests are done.
afterAll(async () => {
  await shared?.close();
  shared = undefined;
});

/**
 * One pool of PDF worker threads for every test of a file: a thread takes a second or two to
 * start from source (it registers tsx first), more than most tests take.
 */
export function sharedPdfWorkers(): PdfWorkers {
  shared ??= startPdfWorkers(testPdfWorkerOptions);
  return shared;
}

const notPartOfThisTest = () => Promise.reject(new Error('PDFs are not part of this test'));

/** Stands in where no PDF is read or written. */
export const unusedPdfWorkers: PdfWorkers = {
  check: notPartOfThisTest,
  stamp: notPartOfThisTest,
  placeholder: notPartOfThisTest,
  receipt: notPartOfThisTest,
  restarts: () => 0,
  close: () => Promise.resolve(),
};

export const unusedGuideCopies: GuideCopies = { forOrder: notPartOfThisTest };
