import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { islandsEntrySource } from '#shared/islands-script.ts';
import { trackerEntrySource } from '#shared/tracker-script.ts';

/** A browser script built on its own, outside React Router's client build. */
export interface StandaloneBundle {
  /** The file names' prefix in build/client/assets. */
  name: string;
  /** Its entry module, as a path from the project root that starts with `/`. */
  source: string;
  /** The module the server imports the entry's URL from. */
  virtualId: string;
}

/** The analytics tracker: one small file every public page loads. */
export const trackerBundle: StandaloneBundle = {
  name: 'tracker',
  source: trackerEntrySource,
  virtualId: 'virtual:tracker-entry',
};

/** The islands of the pages without React (app/islands-entry.ts): a small entry, one chunk per island. */
export const islandsBundle: StandaloneBundle = {
  name: 'islands',
  source: islandsEntrySource,
  virtualId: 'virtual:islands-entry',
};

export interface CompiledBundle {
  /** The entry's path in the client build, named by a hash of its code. */
  entry: string;
  /** Its files: the entry and the chunks it imports or loads later. */
  chunks: Rollup.OutputChunk[];
}

/**
 * A bundle compiled on its own, not as one more input of React Router's client build:
 * sharing that module graph would split the modules it shares with the app (the admin
 * path, the API paths, the copy) into common chunks and make it load them, React and all.
 */
export async function compileBundle(
  root: string,
  bundle: StandaloneBundle,
): Promise<CompiledBundle> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      // Each island fetches its own imports when it loads: no preload helper in the entry.
      modulePreload: false,
      rollupOptions: {
        input: path.join(root, bundle.source),
        output: {
          format: 'es',
          entryFileNames: `assets/${bundle.name}-[hash].js`,
          chunkFileNames: `assets/${bundle.name}-[name]-[hash].js`,
        },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`The ${bundle.name} build produced no entry chunk.`);
  return { entry: entry.fileName, chunks };
}

/**
 * Gives a standalone bundle its place in the build: the client build gets its compiled
 * files, and the server imports the entry's URL from the bundle's virtual module (the same
 * compilation, so the same hash). In development the URL is the source, which Vite
 * compiles on request.
 */
export function standaloneEntry(bundle: StandaloneBundle): Plugin {
  const resolvedId = `\0${bundle.virtualId}`;
  let compiled: Promise<CompiledBundle> | undefined;
  let root = process.cwd();
  let base = '/';
  let serving = false;
  const compile = () => (compiled ??= compileBundle(root, bundle));
  return {
    name: `standalone-entry:${bundle.name}`,
    configResolved(config) {
      root = config.root;
      base = config.base;
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === bundle.virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const src = serving ? bundle.source : `${base}${(await compile()).entry}`;
      return `export default ${JSON.stringify(src)};`;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const chunk of (await compile()).chunks)
        this.emitFile({ type: 'asset', fileName: chunk.fileName, source: chunk.code });
    },
  };
}
