import { widgetTimings } from '#app/lib/widget-timings.ts';

/**
 * How far the visitor scrolls down before the page counts as read: 600 px, or a quarter
 * of what the page can scroll when that is less (a short page). A page that cannot
 * scroll is read by time alone.
 */
export const readingScroll = { pixels: 600, share: 0.25 } as const;

function scrolledFarEnough(): boolean {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return (
    scrollable > 0 &&
    window.scrollY >= Math.min(readingScroll.pixels, scrollable * readingScroll.share)
  );
}

export interface ReadingSigns {
  /** True once the visitor has scrolled far enough or kept the page in view long enough. */
  read: () => boolean;
  stop: () => void;
}

/**
 * Watches for signs that the visitor is reading the page rather than deciding on the
 * offer at its top: scrolling far enough, or keeping the page in view for
 * `widgetTimings.exitIntentReading` (time in a hidden tab does not count). Calls `onSign`
 * at every scroll and when that reading time is reached.
 */
export function watchReading(onSign: () => void): ReadingSigns {
  let scrolled = false;
  let readLongEnough = false;
  let visibleMs = 0;
  let visibleSince: number | undefined;
  let readTimer: number | undefined;

  function startClock() {
    if (readLongEnough || visibleSince !== undefined || document.visibilityState !== 'visible')
      return;
    visibleSince = Date.now();
    readTimer = window.setTimeout(() => {
      readLongEnough = true;
      onSign();
    }, widgetTimings.exitIntentReading - visibleMs);
  }

  function pauseClock() {
    window.clearTimeout(readTimer);
    if (visibleSince !== undefined) visibleMs += Date.now() - visibleSince;
    visibleSince = undefined;
  }

  const onVisibilityChange = () =>
    document.visibilityState === 'visible' ? startClock() : pauseClock();

  function onScroll() {
    scrolled ||= scrolledFarEnough();
    onSign();
  }

  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('scroll', onScroll, { passive: true });
  startClock();

  return {
    read: () => scrolled || readLongEnough,
    stop() {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('scroll', onScroll);
      pauseClock();
    },
  };
}
