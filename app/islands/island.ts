/**
 * The contract between server-rendered markup and the small scripts that bring it to life
 * on pages without the React runtime (shared/page-runtime.ts).
 *
 * React renders an island's markup on the server, whole and working without scripts where
 * it can, with `data-island="<name>"` on its root. The islands entry (app/islands-entry.ts)
 * finds those roots and imports each island's module only when it is needed (see `when`),
 * then calls its `mount` once per root. Island modules are plain DOM code: they must not
 * import React, React Router or zod (zod probes `eval`, which the CSP refuses).
 */
export const islandAttribute = 'data-island';

/**
 * When an island's code loads:
 * - `now`: as soon as the page runs (what must work on the first interaction, or show up by itself);
 * - `idle`: once the page is idle;
 * - `intent`: on the first sign the visitor is about to use it (pointer over it, focus,
 *   touch); a click that comes first is replayed on the root once the island is mounted;
 * - `visible`: when its root scrolls near the viewport.
 */
export type IslandWhen = 'now' | 'idle' | 'intent' | 'visible';

export interface IslandModule {
  /** Brings one root to life; called once per root, after the module has loaded. */
  mount(root: HTMLElement): void;
}

export interface IslandEntry {
  when: IslandWhen;
  load: () => Promise<IslandModule>;
}

/**
 * Dispatched (bubbling) on markup an island put in the page after it loaded, such as a form's
 * answered part: the islands entry mounts the island roots in it, as it did the page's.
 */
export const newMarkupEvent = 'site:new-markup';

export function announceNewMarkup(root: Element): void {
  root.dispatchEvent(new Event(newMarkupEvent, { bubbles: true }));
}
