import { useRootData } from '#app/root-data.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** The root loader's site info (brand, support e-mail): settings, never hard-coded on a page. */
export function useSiteInfo(): SiteInfo {
  return useRootData().site;
}
