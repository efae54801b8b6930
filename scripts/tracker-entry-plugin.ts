import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { trackerEntrySource } from '#shared/tracker-script.ts';

const virtualId = 'virtual:tracker-entry';
const resolvedId = `\0${virtualId}`;

export interface CompiledTracker {
  /** The entry's path in the client build, named by a hash of its code. */
  entry: string;
  /** Its files: the entry alone today, but a chunk it split off would be served too. */
  chunks: Rollup.OutputChunk[];
}

/**
 * The tracker compiled on its own, not as one more input of React Router's client build:
 * sharing that module graph would split the modules it shares with the app (the admin
 * path, the API paths) into common chunks and make the tracker load them, icons and all.
 */
export async function compileTracker(root: string): Promise<CompiledTracker> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      rollupOptions: {
        input: path.join(root, trackerEntrySource),
        output: {
          format: 'es',
          entryFileNames: 'assets/tracker-[hash].js',
          chunkFileNames: 'assets/tracker-[name]-[hash].js',
        },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The tracker build produced no entry chunk.');
  return { entry: entry.fileName, chunks };
}

/**
 * Gives the tracker its own entry: the client build gets its compiled files, and the server
 * imports the entry's URL from `virtual:tracker-entry` (the same compilation, so the same
 * hash). In development the URL is the source, which Vite compiles on request.
 */
export function trackerEntry(): Plugin {
  let compiled: Promise<CompiledTracker> | undefined;
  let root = process.cwd();
  let base = '/';
  let serving = false;
  const compile = () => (compiled ??= compileTracker(root));
  return {
    name: 'tracker-entry',
    configResolved(config) {
      root = config.root;
      base = config.base;
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const src = serving ? trackerEntrySource : `${base}${(await compile()).entry}`;
      return `export default ${JSON.stringify(src)};`;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const chunk of (await compile()).chunks)
        this.emitFile({ type: 'asset', fileName: chunk.fileName, source: chunk.code });
    },
  };
}
