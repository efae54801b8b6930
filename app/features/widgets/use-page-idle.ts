import { useEffect, useState } from 'react';
import { widgetTimings } from './widget-timings.ts';

/** Runs `callback` once the page has loaded and the browser has a quiet moment; returns the cancel. */
function whenPageIdle(callback: () => void): () => void {
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

/**
 * False on the server, while hydrating and until the page has loaded and gone
 * idle; then true. Effects never run on the server, so this waits for hydration.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setIdle(true)), []);
  return idle;
}
