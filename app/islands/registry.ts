import type { IslandEntry } from './island.ts';

/**
 * Every island of the public pages, by the name its root carries (`data-island`), with
 * when its code loads. Each loader is a dynamic import, so each island is a chunk of its own.
 */
export const islandRegistry: Readonly<Record<string, IslandEntry>> = {
  chat: { when: 'idle', load: () => import('#app/features/chat/chat-island.ts') },
};
