import type { MiddlewareHandler } from 'hono';
import type { Config } from '#server/config/env.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { siteInfo } from './site-info.ts';
import type { SiteSettingsSource } from './site-settings.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The site as its settings are for this request; unset in apps built without `siteContext`. */
    site: SiteInfo | undefined;
  }
}

/** Reads the settings once per request, for the server's own pages and error pages. */
export function siteContext(
  settings: SiteSettingsSource,
  config: Pick<Config, 'siteUrl'>,
): MiddlewareHandler {
  return async (c, next) => {
    c.set('site', siteInfo(settings.current(), config));
    await next();
  };
}
