import type { SiteInfo } from '#shared/site-info.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * Reads the site as its settings are now, for the server's own pages and error pages: set
     * by `siteContext` (server/site-settings/site-context.ts), unset in apps built without it.
     */
    site: (() => SiteInfo) | undefined;
  }
}
