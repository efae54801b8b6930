import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker thread from wherever this module runs. From source (`npm run dev`, tests)
 * the entry is TypeScript, so the thread registers tsx before importing it: a thread does not
 * inherit the loader of the process that starts it. In the production bundle the build emits
 * the entry beside this bundle as pdf-worker.js (scripts/pdf-worker-entry-plugin.ts).
 */
export function pdfWorkerStarter(): (options: WorkerOptions) => Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const entry = new URL('./pdf-worker.ts', here).href;
    // tsx's ES module API (its package exports it beside the CommonJS one, which `require` finds).
    const tsx = pathToFileURL(
      createRequire(here)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    );
    const boot = `import(${JSON.stringify(tsx.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
    return (options) => new Worker(boot, { ...options, eval: true });
  }
  const entry = new URL('./pdf-worker.js', here);
  // Checked once at start: a build without the worker must not wait for its first upload to fail.
  if (!existsSync(fileURLToPath(entry)))
    throw new Error(`The PDF worker is missing: ${entry.href}`);
  return (options) => new Worker(entry, options);
}
