import { widgetTimings } from '#app/lib/widget-timings.ts';

/** Runs `callback` once the page has loaded and the browser has a quiet moment; returns the cancel. */
export function whenPageIdle(callback: () => void): () => void {
  let cancelIdle: () => void = () => undefined;

  function onLoaded() {
    // Safari has no requestIdleCallback: a timeout still lets the load work finish first.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: widgetTimings.idleTimeout });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  }

  if (document.readyState === 'complete') {
    onLoaded();
    return () => cancelIdle();
  }
  window.addEventListener('load', onLoaded, { once: true });
  return () => {
    window.removeEventListener('load', onLoaded);
    cancelIdle();
  };
}
