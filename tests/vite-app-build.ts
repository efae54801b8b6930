import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';

export interface ViteAppBuild {
  build: ServerBuild;
  close(): Promise<void>;
}

/**
 * The real React app's server build, compiled in-process by Vite as `npm run dev` does, so a
 * test can hand it to a server it starts with settings of its own.
 */
export async function loadAppBuildThroughVite(): Promise<ViteAppBuild> {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'csd-vite-build-'));
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'silent',
    // Nothing is served to a browser here, so no dependency is pre-bundled, and the
    // optimizer cache of a dev server running beside the tests stays untouched.
    cacheDir,
    optimizeDeps: { noDiscovery: true },
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return {
    build,
    close: async () => {
      await vite.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
