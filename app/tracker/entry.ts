import { trackerScriptMarker } from '#shared/tracker-script.ts';
import { apiPaths } from '#app/lib/api-paths.ts';
import { whenActivated } from '#app/lib/when-activated.ts';
import { sendsGlobalPrivacyControl } from './privacy-signal.ts';
import { startTracker } from './tracker.ts';

// The tracker's own entry, apart from React: the page loads it async, after first paint.
// A page fetched ahead runs no script; a prerendered one is counted only once it is shown.
const script = document.querySelector<HTMLScriptElement>(`script[${trackerScriptMarker}]`);
if (!sendsGlobalPrivacyControl() && 'randomUUID' in crypto)
  whenActivated(() =>
    startTracker({
      endpoint: apiPaths.trackAnalytics,
      tagId: script?.dataset.tagId || null,
      sessionToolId: script?.dataset.sessionToolId || null,
    }),
  );
