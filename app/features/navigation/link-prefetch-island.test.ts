import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { widgetTimings } from '#app/lib/widget-timings.ts';
import { mount } from './link-prefetch-island.ts';

function prefetched(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (hint) => new URL(hint.href).pathname,
  );
}

function addLink(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

// jsdom reads no Speculation Rules, as the browsers the fallback is for.
describe('the link prefetch fallback', () => {
  beforeAll(() => mount());

  afterEach(() => {
    document.head.querySelectorAll('link[rel="prefetch"]').forEach((hint) => hint.remove());
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('fetches a page ahead when its link gets focus, once', () => {
    const anchor = addLink('/blog');
    anchor.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    anchor.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetched()).toEqual(['/blog']);
  });

  it('fetches ahead on a touch at once, and under a resting pointer only after a moment', () => {
    vi.useFakeTimers();
    const touched = addLink('/terms');
    touched.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetched()).toEqual(['/terms']);

    const passed = addLink('/privacy');
    passed.dispatchEvent(new Event('pointerover', { bubbles: true }));
    passed.dispatchEvent(new Event('pointerout', { bubbles: true }));
    const rested = addLink('/quick-answers');
    rested.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetched()).toEqual(['/terms']);
    vi.advanceTimersByTime(widgetTimings.linkPrefetchHover);
    expect(prefetched()).toEqual(['/terms', '/quick-answers']);
  });

  it('never fetches ahead what the rules exclude', () => {
    addLink('/admin').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    addLink('/checkout?code=SAVE10').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetched()).toEqual([]);
  });
});
