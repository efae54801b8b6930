import { useEffect, useState } from 'react';
import { whenPageIdle } from '#app/islands/page-idle.ts';

/**
 * False on the server, while hydrating and until the page has loaded and gone
 * idle; then true. Effects never run on the server, so this waits for hydration.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setIdle(true)), []);
  return idle;
}
