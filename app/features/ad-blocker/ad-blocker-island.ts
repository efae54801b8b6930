import { widgetTimings } from '#app/lib/widget-timings.ts';
import type { IslandModule } from '#app/islands/island.ts';
import { detectAdBlocker } from './detect-ad-blocker.ts';

/**
 * The ad-blocker notice's island: from the page's idle moment it looks for a blocker, and
 * when one is found it shows the server-rendered notice a while later; Dismiss hides it.
 */
export const mount: IslandModule['mount'] = (notice) => {
  notice.querySelector('button')?.addEventListener('click', () => {
    notice.hidden = true;
  });
  void detectAdBlocker().then((blocked) => {
    if (blocked)
      window.setTimeout(() => {
        notice.hidden = false;
      }, widgetTimings.adBlockerNoticeDelay);
  });
};
