import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { islandsEntrySource } from '#shared/islands-script.ts';
import { trackerEntrySource } from '#shared/tracker-script.ts';
import { runServer } from './run.ts';

// `npm run dev`: the same server, with Vite in middleware mode for hot reload.
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const running = await runServer(
  {
    loadBuild: () =>
      vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    devMiddleware: vite.middlewares,
    // Vite serves the tracker's source, compiled on request.
    trackerSrc: trackerEntrySource,
    islandsSrc: islandsEntrySource,
  },
  { env: 'development' },
);
running.server.once('close', () => void vite.close());
