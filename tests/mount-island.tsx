import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { islandAttribute } from '#app/islands/island.ts';

/**
 * Puts the server's markup for `ui` in the page, as a reading page arrives, then mounts
 * `mount` on each root of island `name` in it, as the islands entry does once its code is in.
 */
export function mountIsland(
  ui: ReactElement,
  name: string,
  mount: (root: HTMLElement) => void,
): HTMLElement[] {
  document.body.innerHTML = renderToStaticMarkup(ui);
  // The next test, maybe of another file in this worker, starts from an empty page.
  onTestFinished(() => {
    document.body.innerHTML = '';
  });
  const roots = [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}="${name}"]`)];
  if (roots.length === 0) throw new Error(`No root of island ${name} in the markup`);
  for (const root of roots) mount(root);
  return roots;
}
