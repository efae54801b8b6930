import { parentPort, workerData } from 'node:worker_threads';
import { buildPlaceholderGuide } from './placeholder-guide.ts';
import { stampGuide } from './stamp-guide.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { checkGuide } from './guide-check.ts';
import { pdfLimits, pdfTask, type PdfAnswer, type PdfTask } from './pdf-tasks.ts';

/**
 * The PDF worker thread: every PDF the server reads or writes is read or written here, one
 * task at a time, so pdf-lib never holds the thread that answers requests. The pool gives it
 * a heap limit and terminates it when a task overruns its time.
 */
const limits = pdfLimits.parse(workerData);

async function run(task: PdfTask): Promise<PdfAnswer> {
  const { id } = task;
  switch (task.kind) {
    case 'check':
      return { id, ...(await checkGuide(task.bytes, limits)) };
    case 'stamp':
      return {
        id,
        status: 'pdf',
        bytes: await stampGuide(task.source, task.owner, task.notice, limits),
      };
    case 'placeholder':
      return { id, status: 'pdf', bytes: await buildPlaceholderGuide() };
    case 'receipt':
      return { id, status: 'pdf', bytes: await receiptPdf(task.facts) };
  }
}

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread only');
/** The answer's PDF goes to the pool without a copy (it is this thread's to give away). */
function transferable(answer: PdfAnswer): ArrayBuffer[] {
  return answer.status === 'pdf' && answer.bytes.buffer instanceof ArrayBuffer
    ? [answer.bytes.buffer]
    : [];
}

port.on('message', (message: unknown) => {
  const task = pdfTask.parse(message);
  run(task).then(
    (answer) => port.postMessage(answer, transferable(answer)),
    (error: unknown) =>
      port.postMessage({
        id: task.id,
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      } satisfies PdfAnswer),
  );
});
