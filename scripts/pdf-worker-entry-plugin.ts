import path from 'node:path';
import type { Plugin } from 'vite';

/** The PDF worker thread's entry, relative to the project root. */
export const pdfWorkerSource = 'server/pdf-worker/pdf-worker.ts';

/**
 * Emits the PDF worker thread as a file of its own beside the server bundle
 * (build/server/pdf-worker.js), where server/pdf-worker/worker-script.ts looks for it. A thread
 * starts from a file, so the worker cannot be inlined into index.js; React Router fixes the
 * server build's entry file name, so the worker is an emitted chunk with its own name rather
 * than a second input.
 */
export function pdfWorkerEntry(): Plugin {
  let root = process.cwd();
  return {
    name: 'pdf-worker-entry',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (this.environment.config.consumer !== 'server') return;
      this.emitFile({
        type: 'chunk',
        id: path.join(root, pdfWorkerSource),
        fileName: 'pdf-worker.js',
      });
    },
  };
}
