import type { SiteInfo } from '#shared/site-info.ts';

/** What the Node host hands every loader: see server/pages/page-handler.ts. */
declare module 'react-router' {
  interface AppLoadContext {
    site: SiteInfo;
  }
}
