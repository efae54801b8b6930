import { widgetTimings } from '#app/lib/widget-timings.ts';

/** Class names that the common filter lists hide on sight. */
const baitClasses =
  'adsbox ad-banner ad-placeholder pub_300x250 pub_300x250m pub_728x90 text-ad textAd';

function baitWasBlocked(bait: HTMLElement): boolean {
  if (!bait.isConnected || bait.offsetHeight === 0) return true;
  const style = window.getComputedStyle(bait);
  return style.display === 'none' || style.visibility === 'hidden';
}

/**
 * Tells whether an ad blocker is active, without any network request: it places
 * an off-screen element that looks like an ad and checks, a moment later, whether
 * something hid or removed it.
 */
export function detectAdBlocker(): Promise<boolean> {
  const bait = document.createElement('div');
  bait.className = baitClasses;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;top:-9999px;left:-9999px;width:1px;height:1px;';
  bait.textContent = '\u00a0';
  document.body.append(bait);
  return new Promise((resolve) => {
    window.setTimeout(() => {
      const blocked = baitWasBlocked(bait);
      bait.remove();
      resolve(blocked);
    }, widgetTimings.adBaitCheck);
  });
}
