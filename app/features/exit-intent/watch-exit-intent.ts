import { widgetTimings } from '#app/lib/widget-timings.ts';
import { fieldHasFocus } from './field-focus.ts';
import { isPurchasePage } from './purchase-pages.ts';
import { watchReading } from './reading-signs.ts';
import { touchFirst } from './touch-first.ts';

/** The exit-shown flag, kept in local storage so the popup never returns to the same browser. */
export const exitIntentFlag = { key: 'exit-intent-shown', value: '1' } as const;

/** True once the popup has opened in this browser, or when storage is unusable and the flag could not be kept. */
export function exitIntentShown(): boolean {
  try {
    return window.localStorage.getItem(exitIntentFlag.key) !== null;
  } catch {
    return true;
  }
}

/** Set when the popup opens, and when the visitor subscribed in the page: it has nothing more to offer. */
export function markExitIntentShown(): void {
  try {
    window.localStorage.setItem(exitIntentFlag.key, exitIntentFlag.value);
  } catch {
    // Storage full or blocked: the popup still opens this once, as the visitor showed exit intent.
  }
}

/** What opened the popup: the pointer heading for the tabs, or the fallback delay running out. */
export type ExitCause = 'pointer' | 'timer';

/**
 * Held back while the visitor types in a field, on the checkout and the payment result, and
 * on a touch device, where articles and state guides end with the sign-up instead
 * (`inline-sign-up.tsx`). The page is asked at each moment, not once: the hydrated pages move
 * between those and the others without loading a document.
 */
function heldBack(): boolean {
  return fieldHasFocus() || isPurchasePage(window.location.pathname) || touchFirst();
}

/**
 * Calls `onExit` once, never while held back (`heldBack`), and sets the flag when it fires:
 * - shortly after the mouse leaves the page through the top (towards the tabs and the
 *   address bar); an exit while held back is dropped, and the next exit counts;
 * - or once the fallback delay has passed on a page the visitor is reading (scrolled or
 *   in view a while, `reading-signs.ts`), so someone deciding on the offer at the top is
 *   left alone. A fallback held back waits for the next scroll.
 * Returns the clean-up.
 */
export function watchExitIntent(onExit: (cause: ExitCause) => void): () => void {
  let exitTimer: number | undefined;
  let fallbackDue = false;

  function stop() {
    document.removeEventListener('mouseout', onMouseOut);
    window.clearTimeout(exitTimer);
    window.clearTimeout(fallbackTimer);
    reading.stop();
  }

  function fire(cause: ExitCause) {
    stop();
    markExitIntentShown();
    onExit(cause);
  }

  function openIfReading() {
    if (fallbackDue && reading.read() && !heldBack()) fire('timer');
  }

  // Without a relatedTarget the pointer left the document, not one element for another.
  function onMouseOut(event: MouseEvent) {
    if (event.relatedTarget !== null || event.clientY > 0 || exitTimer !== undefined) return;
    exitTimer = window.setTimeout(() => {
      exitTimer = undefined;
      if (!heldBack()) fire('pointer');
    }, widgetTimings.exitIntentDelay);
  }

  const reading = watchReading(openIfReading);
  document.addEventListener('mouseout', onMouseOut);
  const fallbackTimer = window.setTimeout(() => {
    fallbackDue = true;
    openIfReading();
  }, widgetTimings.exitIntentFallback);
  return stop;
}
