import { useQuery } from '@tanstack/react-query';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { fetchContentSettings } from '../content-settings/settings-api.ts';
import { fetchGuideFiles } from './guide-files-api.ts';
import { adminKeys } from '../kit/query-keys.ts';

/** The stored guide files, the size limit and what buyers receive; loaded with the dashboard. */
export function useGuideFiles() {
  return useQuery({ queryKey: adminKeys.guideFiles, queryFn: fetchGuideFiles });
}

export interface GuidePrices {
  /** Dollars: the saved setting, refetched after the content form saves. */
  single: number;
}

/**
 * The prices the guide cards show in their titles, from the content settings (the same query
 * the content form saves through, so a saved price shows at once); the page's site info
 * stands in until they load.
 */
export function useGuidePrices(): GuidePrices {
  const site = useSiteInfo();
  const { data } = useQuery({ queryKey: adminKeys.settings, queryFn: fetchContentSettings });
  return {
    single: data?.settings.guidePrice ?? site.offer.price,
  };
}
