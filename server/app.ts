import { readdirSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Handler } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { ServerContext } from './context.ts';
import { downloadRoutes } from './delivery/download-routes.ts';
import { apiPrefix } from './http/api-path.ts';
import { clientAddress } from './http/client-ip.ts';
import { closeAfterRefusedBody } from './http/close-unread-body.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { requestTargetGuard } from './http/request-target.ts';
import { sameOriginOnly } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { formPostLimit } from './pages/form-actions.ts';
import type { PageCache } from './pages/page-cache.ts';
import { servedFromCache } from './pages/served-from-cache.ts';
import {
  isOneClickUnsubscribe,
  newsletterPageRoutes,
  newsletterPath,
} from '#server/newsletter/newsletter-routes.ts';
import { testCheckoutRoutes } from '#server/purchase/test-checkout-routes.ts';
import { testCheckoutPath } from '#server/purchase/test-provider.ts';
import { apiRoutes } from '#server/http/api-routes.ts';
import { isPaymentWebhook } from '#server/purchase/purchase-routes.ts';
import { searchRoutes } from '#server/search/search-routes.ts';
import { healthRoutes } from '#server/health/health-routes.ts';

export interface AppDependencies {
  ctx: ServerContext;
  /** Renders the React app for every path no other route takes. */
  pages: Handler;
  /** Rendered public pages; hits are answered ahead of the middleware chain. */
  pageCache?: PageCache;
  /** The built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
}

const immutableAssets = 'public, max-age=31536000, immutable';

export function createApp({ ctx, pages, pageCache, clientDir }: AppDependencies): Hono {
  const { config, logger, db } = ctx;
  const app = new Hono();
  app.onError(createErrorHandler(logger));
  app.use(requestId());
  app.use(clientAddress(config.trustProxyHops));
  app.use(requestLog(logger));
  app.use(closeAfterRefusedBody());
  app.use(requestTargetGuard());
  if (pageCache) app.use(servedFromCache(pageCache));
  app.use(securityHeaders({ dev: config.env === 'development' }));
  app.use(compress());
  // Each exemption is authenticated by what it carries: Stripe's signature, the mail's token.
  app.use(
    sameOriginOnly({
      siteUrl: config.siteUrl,
      exemptions: [isPaymentWebhook, isOneClickUnsubscribe],
    }),
  );

  app.route('/', healthRoutes(db));
  app.route('/', searchRoutes(config.siteUrl));
  app.route(apiPrefix, apiRoutes(ctx));
  app.route('/download', downloadRoutes(ctx));
  app.route(newsletterPath, newsletterPageRoutes(ctx));
  if (ctx.payments.name === 'test') app.route(testCheckoutPath, testCheckoutRoutes(ctx));

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

  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', formPostLimit(config.apiBodyLimitBytes));
  app.all('*', pages);
  return app;
}
