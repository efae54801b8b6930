import { widgetTimings } from '#app/features/widgets/widget-timings.ts';

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

function markExitIntentShown(): void {
  try {
    window.localStorage.setItem(exitIntentFlag.key, exitIntentFlag.value);
  } catch {
    // Storage full or blocked: the popup still opens this once, as the visitor showed exit intent.
  }
}

/** What opened the popup: the pointer heading for the tabs, or the fallback delay running out. */
export type ExitCause = 'pointer' | 'timer';

/**
 * Calls `onExit` once: shortly after the mouse leaves the page through the top
 * (towards the tabs and the address bar), or after the fallback delay, whichever
 * comes first. Sets the flag when it fires. Returns the clean-up.
 */
export function watchExitIntent(onExit: (cause: ExitCause) => void): () => void {
  let exitTimer: number | undefined;

  function stop() {
    document.removeEventListener('mouseout', onMouseOut);
    window.clearTimeout(exitTimer);
    window.clearTimeout(fallbackTimer);
  }

  function fire(cause: ExitCause) {
    stop();
    markExitIntentShown();
    onExit(cause);
  }

  // Without a relatedTarget the pointer left the document, not one element for another.
  function onMouseOut(event: MouseEvent) {
    if (event.relatedTarget !== null || event.clientY > 0 || exitTimer !== undefined) return;
    exitTimer = window.setTimeout(() => fire('pointer'), widgetTimings.exitIntentDelay);
  }

  document.addEventListener('mouseout', onMouseOut);
  const fallbackTimer = window.setTimeout(() => fire('timer'), widgetTimings.exitIntentFallback);
  return stop;
}
