import { Hono, type Handler } from 'hono';
import type { ServerBuild } from 'react-router';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { ServerContext } from './context.ts';
import { discountCodeCookie } from './discount-codes/code-cookie.ts';
import { crossSiteExemptions, mountFeatures, mountStaticAssets, mountTracker } from './features.ts';
import { clientAddress } from './http/client-ip.ts';
import { closeAfterRefusedBody } from './http/close-unread-body.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { requestTargetGuard } from './http/request-target.ts';
import { serverMetrics } from './health/server-metrics.ts';
import { sameOriginOnly } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { pageStylesheets } from './http/page-stylesheets.ts';
import { formPostLimit } from './page-rendering/form-actions.ts';
import type { PageCache } from './page-rendering/page-cache.ts';
import { servedFromCache } from './page-rendering/served-from-cache.ts';
import { movedAddresses } from './publishing/moved-addresses.tsx';
import { siteContext } from './site-settings/site-context.ts';

export interface AppDependencies {
  ctx: ServerContext;
  /** Renders the React app for every path no other route takes. */
  pages: Handler;
  /** Rendered public pages; hits are answered ahead of the middleware chain. */
  pageCache?: PageCache;
  /** The built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /** The React Router build, whose stylesheets the server's own pages link. */
  loadBuild?: () => ServerBuild | Promise<ServerBuild>;
}

export function createApp(dependencies: AppDependencies): Hono {
  const { ctx, pages, pageCache, clientDir, loadBuild } = dependencies;
  const { config, logger } = ctx;
  const app = new Hono();
  app.onError(createErrorHandler(logger));
  const metrics = config.metricsToken === null ? undefined : serverMetrics(ctx);
  // First, so every answer is timed, the tracker's beacons and cached pages among them.
  if (metrics) app.use(metrics.timeRequests());
  // Before the middleware below: tracker beacons take only the checks they need.
  mountTracker(app, ctx);
  app.use(siteContext(ctx.settings, config));
  if (loadBuild) app.use(pageStylesheets(loadBuild));
  app.use(requestId());
  app.use(clientAddress(config.trustProxyHops));
  app.use(requestLog(logger));
  app.use(closeAfterRefusedBody());
  app.use(requestTargetGuard());
  // Before the cache: a visitor holding a discount code never gets everyone's checkout.
  app.use(discountCodeCookie(config));
  if (pageCache) app.use(servedFromCache(pageCache));
  app.use(securityHeaders({ dev: config.env === 'development' }));
  app.use(compress());
  app.use(sameOriginOnly({ siteUrl: config.siteUrl, exemptions: crossSiteExemptions }));

  mountFeatures(app, ctx, metrics);

  if (clientDir) mountStaticAssets(app, clientDir);

  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', formPostLimit(config.apiBodyLimitBytes));
  // A renamed or deleted page's old address, before the pages render a not-found for it.
  app.on(
    ['GET', 'HEAD'],
    '*',
    movedAddresses(() => ctx.published.current()),
  );
  app.all('*', pages);
  return app;
}
