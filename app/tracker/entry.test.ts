import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackerScriptMarker } from '#shared/tracker-script.ts';
import { trackerHarness } from '#tests/tracker-harness.ts';
import { tagNotConfigured } from './forwarding-ids.ts';
import { reportPurchase } from './purchase-bridge.ts';

function sendGlobalPrivacyControl(value: boolean | undefined) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value });
}

function setPrerendering(value: boolean | undefined) {
  Object.defineProperty(document, 'prerendering', { configurable: true, value });
}

async function loadEntry() {
  vi.resetModules();
  await import('./entry.ts');
  await vi.advanceTimersByTimeAsync(180_000);
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  setPrerendering(undefined);
  vi.unstubAllGlobals();
  sendGlobalPrivacyControl(undefined);
  document.head.innerHTML = '';
});

describe('the tracker entry', () => {
  it('under Global Privacy Control stores nothing, sends nothing and gives the checkout no ids', async () => {
    const harness = trackerHarness();
    sendGlobalPrivacyControl(true);
    await loadEntry();
    reportPurchase({ orderId: 'order-1', revenue: 47 });
    window.history.pushState(null, '', '/faq');
    harness.setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.fetchMock).not.toHaveBeenCalled();
    expect(harness.beaconMock).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(console.warn).not.toHaveBeenCalledWith(tagNotConfigured);
  });

  it('reads the forwarding ids from its script tag', async () => {
    const harness = trackerHarness();
    const script = document.createElement('script');
    script.setAttribute(trackerScriptMarker, '');
    script.dataset.tagId = 'G-TEST1234';
    document.head.append(script);
    await loadEntry();
    expect(harness.fetchMock).toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalledWith(tagNotConfigured);
    expect(document.head.querySelector('script[src*="googletagmanager"]')).not.toBeNull();
  });

  it('counts a prerendered page once, when the visitor opens it', async () => {
    const harness = trackerHarness();
    setPrerendering(true);
    await loadEntry();
    expect(harness.fetchMock).not.toHaveBeenCalled();
    setPrerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    document.dispatchEvent(new Event('prerenderingchange'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.events().filter((event) => event.type === 'page_view')).toHaveLength(1);
  });
});
