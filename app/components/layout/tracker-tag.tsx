import { useRouteLoaderData } from 'react-router';
import type { RootData } from '#app/root-data.ts';
import { trackerScriptMarker } from '#shared/tracker-script.ts';

/**
 * The tracker's script tag, with the forwarding ids as data attributes: a module script,
 * async, so it never holds up the first paint or React's hydration.
 */
export function TrackerTag() {
  const tracker = useRouteLoaderData<RootData>('root')?.tracker;
  if (!tracker) return null;
  return (
    <script
      type="module"
      async
      src={tracker.src}
      {...{ [trackerScriptMarker]: '' }}
      data-tag-id={tracker.tagId ?? undefined}
      data-session-tool-id={tracker.sessionToolId ?? undefined}
    />
  );
}
