import { useEffect } from 'react';

/**
 * While `active`, the browser asks before the page is closed, reloaded or left for another
 * site (its own words: pages may no longer choose the text).
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
