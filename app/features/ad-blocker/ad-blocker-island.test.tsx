import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTimings } from '#app/lib/widget-timings.ts';
import { adBlockerCopy as copy } from '#content/ad-blocker.ts';
import { mountIsland } from '#tests/island-page.tsx';
import { adBlockerIsland } from './ad-blocker-island-name.ts';
import { AdBlockerNotice } from './ad-blocker-notice.tsx';

const notice = () => screen.queryByRole('region', { name: copy.title });
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const renderNotice = () => mountIsland(<AdBlockerNotice />, adBlockerIsland);

/** A blocker's cosmetic filter, as the common filter lists ship it. */
function hideAdsWithCss() {
  const style = document.createElement('style');
  style.textContent = '.adsbox { display: none !important; }';
  document.head.append(style);
  return () => style.remove();
}

/** A blocker that removes ad elements as soon as they are inserted. */
function removeAdsOnSight() {
  const observer = new MutationObserver(() => document.querySelector('.ad-banner')?.remove());
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

let stopBlocker: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom lays nothing out; a browser gives the visible 1px bait a height.
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(1);
});

afterEach(() => {
  stopBlocker();
  stopBlocker = () => undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the ad-blocker notice', () => {
  it('stays hidden when the bait survives, and removes the bait', async () => {
    await renderNotice();
    expect(document.querySelector('.adsbox')).toHaveAttribute('aria-hidden', 'true');
    await wait(widgetTimings.adBaitCheck + widgetTimings.adBlockerNoticeDelay + 1000);
    expect(notice()).not.toBeInTheDocument();
    expect(document.querySelector('.adsbox')).toBeNull();
  });

  it('appears 10 s after a blocker hides the bait, not before', async () => {
    stopBlocker = hideAdsWithCss();
    await renderNotice();
    await wait(widgetTimings.adBaitCheck);
    await wait(widgetTimings.adBlockerNoticeDelay - 100);
    expect(notice()).not.toBeInTheDocument();
    await wait(100);
    expect(notice()).toHaveTextContent(copy.text);
    expect(widgetTimings.adBlockerNoticeDelay).toBe(10_000);
  });

  it('appears when a blocker removes the bait, and goes away when dismissed', async () => {
    stopBlocker = removeAdsOnSight();
    await renderNotice();
    await wait(widgetTimings.adBaitCheck + widgetTimings.adBlockerNoticeDelay);
    expect(notice()).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: copy.dismiss }));
    expect(notice()).not.toBeInTheDocument();
  });
});
