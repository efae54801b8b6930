import { useRouteLoaderData } from 'react-router';
import type { SiteInfo } from '#shared/site-info.ts';

/** The root loader's site info (brand, support e-mail): settings, never hard-coded on a page. */
export function useSiteInfo(): SiteInfo {
  const site = useRouteLoaderData<SiteInfo>('root');
  if (!site) throw new Error('useSiteInfo needs the root route and its loader data.');
  return site;
}
