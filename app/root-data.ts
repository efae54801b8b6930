import { useRouteLoaderData, type MetaDescriptor } from 'react-router';
import type { Crumb } from '#app/components/layout/breadcrumb-trail.ts';
import type { ChatGuide } from '#app/features/chat/chat-guides.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import type { TrackerScript } from '#shared/tracker-script.ts';

/**
 * What the root loader computes on the server for the current path: the site's
 * settings, the page's head and its breadcrumb trail. The route table stays on
 * the server; the browser gets only the answer for the page it shows.
 */
export interface RootData {
  site: SiteInfo;
  head: MetaDescriptor[];
  crumbs: Crumb[];
  /** The analytics tracker's script; absent in the back office and when the build has none. */
  tracker?: TrackerScript;
  /** The islands' entry (app/islands-entry.ts); absent in the back office and when the build has none. */
  islands?: string;
  /** The state guides published, for the chat's state answers. */
  chatGuides: ChatGuide[];
  /** Rendered with an admin's unsaved settings: the page says so at its top. */
  preview?: boolean;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('useRootData needs the root route and its loader data.');
  return data;
}
