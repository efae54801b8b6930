import { adBlockerIsland } from '#app/features/ad-blocker/ad-blocker-island-name.ts';
import { exitIntentIsland } from '#app/features/exit-intent/exit-intent-parts.ts';
import type { IslandEntry } from './island.ts';

/**
 * Every island of the public pages, by the name its root carries (`data-island`), with
 * when its code loads. Each loader is a dynamic import, so each island is a chunk of its own.
 */
export const islandRegistry: Readonly<Record<string, IslandEntry>> = {
  [exitIntentIsland]: {
    when: 'idle',
    load: () => import('#app/features/exit-intent/exit-intent-island.ts'),
  },
  [adBlockerIsland]: {
    when: 'idle',
    load: () => import('#app/features/ad-blocker/ad-blocker-island.ts'),
  },
};
