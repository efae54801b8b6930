import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { Config } from '#server/config/env.ts';
import type { GuideOwner } from './stamp-guide.ts';
import type { ReceiptFacts } from '#server/receipts/receipt-facts.ts';
import type { GuideCheck } from './guide-check.ts';
import { pdfAnswer, type PdfAnswer, type PdfLimits, type PdfTaskInput } from './pdf-tasks.ts';
import { pdfWorkerStarter } from './worker-script.ts';

export type PdfWorkerFailureReason = 'memory_limit' | 'time_limit' | 'crashed' | 'closed';

/** A task the worker could not finish: it ran out of memory or time, crashed, or the pool closed. */
export class PdfWorkerFailure extends Error {
  override name = 'PdfWorkerFailure';
  constructor(
    readonly reason: PdfWorkerFailureReason,
    message: string,
  ) {
    super(message);
  }
}

export interface PdfWorkerOptions {
  /** Worker threads; each runs one task at a time. */
  size: number;
  /** The heap each thread may use (its old generation); past it the thread is ended. */
  memoryMb: number;
  /** The longest one task may take; past it the thread is ended and replaced. */
  timeoutMs: number;
  limits: PdfLimits;
}

/** Every PDF the server reads or writes, done off the thread that answers requests. */
export interface PdfWorkers {
  /** The upload check: refused files say why, including the worker's own limits. */
  check(bytes: Uint8Array): Promise<GuideCheck>;
  /** The buyer's copy, the attorney notice and their license line at the foot of each page. */
  stamp(source: Uint8Array, owner: GuideOwner, notice: string): Promise<Uint8Array<ArrayBuffer>>;
  placeholder(): Promise<Uint8Array<ArrayBuffer>>;
  /** An order's receipt as a one-page PDF. */
  receipt(facts: ReceiptFacts): Promise<Uint8Array<ArrayBuffer>>;
  /** Threads ended since start because they crashed or ran out of memory or time (each is replaced). */
  restarts(): number;
  /** Ends the threads; tasks waiting or running fail with reason `closed`. */
  close(): Promise<void>;
}

interface Job {
  task: PdfTaskInput;
  resolve(answer: PdfAnswer): void;
  reject(error: PdfWorkerFailure): void;
}

interface Slot {
  worker: Worker | undefined;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | undefined;
}

export function startPdfWorkers(options: PdfWorkerOptions): PdfWorkers {
  const start = pdfWorkerStarter();
  const slots: Slot[] = Array.from({ length: options.size }, () => ({
    worker: undefined,
    job: undefined,
  }));
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let restarts = 0;

  /** The slot's job ends with `failure` and its thread is dropped: the next job gets a new one. */
  function fail(slot: Slot, failure: PdfWorkerFailure): void {
    const { job, worker } = slot;
    slot.worker = undefined;
    slot.job = undefined;
    if (worker) {
      if (failure.reason !== 'closed') restarts += 1;
      void worker.terminate();
    }
    if (job) {
      clearTimeout(job.timer);
      job.reject(failure);
    }
    dispatch();
  }

  function spawn(slot: Slot): Worker {
    const worker = start({
      workerData: options.limits,
      resourceLimits: {
        maxOldGenerationSizeMb: options.memoryMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(options.memoryMb / 8))),
      },
      // The worker's console goes to the process's own streams, not to a pipe nobody reads.
      stdout: false,
      stderr: false,
    });
    worker.on('message', (message: unknown) => {
      const answer = pdfAnswer.parse(message);
      const job = slot.job;
      if (slot.worker !== worker || job?.id !== answer.id) return;
      clearTimeout(job.timer);
      slot.job = undefined;
      job.resolve(answer);
      dispatch();
    });
    worker.on('error', (error: Error) => {
      if (slot.worker !== worker) return;
      const outOfMemory = Reflect.get(error, 'code') === 'ERR_WORKER_OUT_OF_MEMORY';
      fail(
        slot,
        outOfMemory
          ? new PdfWorkerFailure('memory_limit', `The PDF needs more than ${options.memoryMb} MB`)
          : new PdfWorkerFailure('crashed', `The PDF worker failed: ${error.message}`),
      );
    });
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return;
      fail(slot, new PdfWorkerFailure('crashed', `The PDF worker exited (code ${code})`));
    });
    // An idle pool must not keep the process alive.
    worker.unref();
    return worker;
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      const worker = (slot.worker ??= spawn(slot));
      const id = nextId++;
      const timer = setTimeout(
        () =>
          fail(
            slot,
            new PdfWorkerFailure('time_limit', `The PDF took longer than ${options.timeoutMs} ms`),
          ),
        options.timeoutMs,
      );
      slot.job = { ...job, id, timer };
      worker.postMessage({ ...job.task, id });
    }
  }

  function run(task: PdfTaskInput): Promise<PdfAnswer> {
    if (closed) return Promise.reject(new PdfWorkerFailure('closed', 'The PDF workers are closed'));
    return new Promise((resolve, reject) => {
      queue.push({ task, resolve, reject });
      dispatch();
    });
  }

  async function pdf(task: PdfTaskInput): Promise<Uint8Array<ArrayBuffer>> {
    const answer = await run(task);
    if (answer.status === 'pdf') {
      // Transferred from the thread: its own ArrayBuffer, typed as Response bodies want it.
      const { bytes } = answer;
      return bytes.buffer instanceof ArrayBuffer
        ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
        : new Uint8Array(bytes);
    }
    throw new Error(
      answer.status === 'failed' ? answer.message : `Unexpected answer ${answer.status}`,
    );
  }

  return {
    async check(bytes) {
      try {
        const answer = await run({ kind: 'check', bytes });
        if (answer.status === 'checked') return { status: 'checked', pageCount: answer.pageCount };
        if (answer.status === 'refused') return { status: 'refused', reason: answer.reason };
        throw new Error(
          answer.status === 'failed' ? answer.message : `Unexpected answer ${answer.status}`,
        );
      } catch (error) {
        // The file made the worker run out of memory or time: that is the file's fault.
        if (
          error instanceof PdfWorkerFailure &&
          (error.reason === 'memory_limit' || error.reason === 'time_limit')
        )
          return { status: 'refused', reason: error.reason };
        throw error;
      }
    },
    stamp: (source, owner, notice) => pdf({ kind: 'stamp', source, owner, notice }),
    placeholder: () => pdf({ kind: 'placeholder' }),
    receipt: (facts) => pdf({ kind: 'receipt', facts }),
    restarts: () => restarts,
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new PdfWorkerFailure('closed', 'The PDF workers are closed'));
      await Promise.all(
        slots.map(async (slot) => {
          const { worker } = slot;
          fail(slot, new PdfWorkerFailure('closed', 'The PDF workers are closed'));
          if (worker) await worker.terminate();
        }),
      );
    },
  };
}

const mebibyte = 1024 * 1024;

/**
 * The limits every PDF is read within. A guide's object and cross-reference streams decode
 * to a few MB (page images and content are never decoded to stamp); 64 MiB leaves ample room
 * and bounds the worker's buffers, which its heap limit does not cover. 200,000 objects is
 * 100 per page of a 2,000-page guide; every stamp parses and writes each one again.
 */
export const guidePdfLimits: PdfLimits = { maxDecodedBytes: 64 * mebibyte, maxObjects: 200_000 };

/** One thread on a machine of two cores or fewer, which leaves a core for requests; else two. */
export function startConfiguredPdfWorkers(
  config: Pick<Config, 'pdfWorker'>,
  cores: number = availableParallelism(),
): PdfWorkers {
  return startPdfWorkers({ size: cores <= 2 ? 1 : 2, ...config.pdfWorker, limits: guidePdfLimits });
}
