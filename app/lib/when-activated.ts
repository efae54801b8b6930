type PrerenderingDocument = Document & { prerendering?: boolean };

/**
 * Runs `start` when the visitor sees the page: at once, or, for a page the browser
 * prerendered (Chromium may prerender what its address bar predicts), on activation.
 * Page views, engagement timers and the widgets' delays all count from that moment.
 */
export function whenActivated(start: () => void): void {
  if ((document as PrerenderingDocument).prerendering)
    document.addEventListener('prerenderingchange', () => start(), { once: true });
  else start();
}
