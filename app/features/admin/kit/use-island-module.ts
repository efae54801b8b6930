import { useEffect, useRef, type RefObject } from 'react';

/** An island module whose `mount` returns what undoes it, for a root React may take away. */
export interface RemovableIsland {
  mount(root: HTMLElement): () => void;
}

/**
 * Brings an island (app/islands) to life on an element React draws: the back office hydrates,
 * so it loads no islands entry, yet shows the same toaster and theme toggle as the public
 * pages by mounting the same modules. `load` imports the module (a dynamic import, so its code
 * loads after hydration); it must be the same function on every render.
 */
export function useIslandModule<T extends HTMLElement>(
  load: () => Promise<RemovableIsland>,
): RefObject<T | null> {
  const root = useRef<T>(null);
  useEffect(() => {
    let unmount: (() => void) | undefined;
    let removed = false;
    void load().then((island) => {
      if (!removed && root.current) unmount = island.mount(root.current);
    });
    return () => {
      removed = true;
      unmount?.();
    };
  }, [load]);
  return root;
}
