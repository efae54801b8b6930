import { whenActivated } from '#app/lib/when-activated.ts';
import { mountIslands, mountNewMarkupIslands } from './islands/mount-islands.ts';
import { islandRegistry } from './island-registry.ts';

// A module script runs once the document is parsed: every island root is in it. On a
// hydrated page this entry is imported after hydration, when React has drawn the same roots.
// A page the browser prerendered starts its islands (and their delays) when it is shown.
whenActivated(() => mountIslands(document, islandRegistry));
mountNewMarkupIslands(islandRegistry);
