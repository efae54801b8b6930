import { useScriptMarker } from '#app/script-marker.tsx';
import { speculationRulesJson } from './fetch-ahead.ts';

/** The island that fetches links ahead where the browser has no Speculation Rules. */
export const linkPrefetchIsland = 'link-prefetch';

/**
 * Tells the browser which links to fetch ahead (fetch-ahead.ts). Inline, with the script
 * marker: the rules are the same text on every page, so one CSP hash covers them and the
 * page cache keeps them. The element is also the fallback island's root.
 */
export function SpeculationRules() {
  const scriptMarker = useScriptMarker();
  return (
    <script
      type="speculationrules"
      nonce={scriptMarker}
      data-island={linkPrefetchIsland}
      dangerouslySetInnerHTML={{ __html: speculationRulesJson }}
    />
  );
}
