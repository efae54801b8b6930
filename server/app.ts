import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Handler } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { Config } from './config/env.ts';
import type { Database } from './db/database.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { Logger } from './logger.ts';
import { apiRoutes } from './routes/api-routes.ts';
import { healthRoutes } from './routes/health-routes.ts';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  db: Database;
  /** Renders the React app for every path no other route takes. */
  pages: Handler;
  /** The built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
}

const immutableAssets = 'public, max-age=31536000, immutable';

export function createApp({ config, logger, db, pages, clientDir }: AppDependencies): Hono {
  const app = new Hono();
  app.onError(createErrorHandler(logger));
  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeaders({ dev: config.env === 'development' }));
  app.use(compress());

  app.route('/', healthRoutes(db));
  app.route('/api', apiRoutes({ bodyLimitBytes: config.apiBodyLimitBytes }));

  if (clientDir) {
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header('Cache-Control', immutableAssets),
      }),
    );
    // Only the few top-level files (favicon and the like), so pages never wait on a file lookup.
    const publicFiles = serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
    });
    for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
      if (entry.isFile()) app.get(`/${entry.name}`, publicFiles);
    }
  }

  app.all('*', pages);
  return app;
}
