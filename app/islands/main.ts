import { mountIslands } from './mount-islands.ts';
import { islandRegistry } from './registry.ts';

// A module script runs once the document is parsed: every island root is in it. On a
// hydrated page this entry is imported after hydration, when React has drawn the same roots.
mountIslands(document, islandRegistry);
