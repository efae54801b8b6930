import type { MiddlewareHandler } from 'hono';
import type { Config } from '#server/config/env.ts';
import '#server/http/site-variable.ts';
import { siteInfo } from './site-info.ts';
import type { SiteSettingsSource } from './site-settings.ts';

/**
 * Gives the server's own pages and error pages a way to read the settings. Only they read
 * them, so a request answered otherwise (a cached page, the API) does no work for it.
 */
export function siteContext(
  settings: SiteSettingsSource,
  config: Pick<Config, 'siteUrl'>,
): MiddlewareHandler {
  const currentSite = () => siteInfo(settings.current(), config);
  return async (c, next) => {
    c.set('site', currentSite);
    await next();
  };
}
