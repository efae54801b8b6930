import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * An element's HTML as the server sends it: rendered with `import.meta.env.SSR` on, so what
 * differs in the browser (IslandTemplate's content) is there as on a real page.
 */
export function serverMarkup(element: ReactElement): string {
  vi.stubEnv('SSR', true);
  try {
    return renderToStaticMarkup(element);
  } finally {
    vi.unstubAllEnvs();
  }
}
