import type { Ref } from 'react';
import { islandAttribute } from '#app/islands/island.ts';

/**
 * Where the toaster island (toaster-island.ts) puts its live region: on every public page
 * (mounted by the islands entry) and in the back office (mounted by its frame through `ref`).
 * Empty on the server: the region appears once the island runs. `edge="bottom"` puts the
 * toasts at the foot of a phone's screen.
 */
export function ToasterIslandRoot({ ref, edge }: { ref?: Ref<HTMLDivElement>; edge?: 'bottom' }) {
  return <div ref={ref} data-edge={edge} {...{ [islandAttribute]: 'toaster' }} />;
}
