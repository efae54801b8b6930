import { trackerScriptMarker } from '#shared/tracker-script.ts';
import { apiPaths } from '#app/lib/api-paths.ts';
import { sendsGlobalPrivacyControl } from './privacy-signal.ts';
import { startTracker } from './tracker.ts';

// The tracker's own entry, apart from React: the page loads it async, after first paint.
const script = document.querySelector<HTMLScriptElement>(`script[${trackerScriptMarker}]`);
if (!sendsGlobalPrivacyControl() && 'randomUUID' in crypto)
  startTracker({
    endpoint: apiPaths.trackAnalytics,
    tagId: script?.dataset.tagId || null,
    sessionToolId: script?.dataset.sessionToolId || null,
  });
