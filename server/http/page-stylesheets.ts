import type { MiddlewareHandler } from 'hono';
import type { ServerBuild } from 'react-router';

declare module 'hono' {
  interface ContextVariableMap {
    /** The site's public stylesheets; unset in apps built without `pageStylesheets`. */
    stylesheets: (() => Promise<readonly string[]>) | undefined;
  }
}

const byBuild = new WeakMap<ServerBuild, readonly string[]>();

/**
 * The stylesheets every public page links, read from the build the way React Router
 * writes them: the root route's `links` and the CSS its modules import. The server's own
 * pages link the same files, so they look like the site with no sheet of their own.
 */
export function publicStylesheets(build: ServerBuild): readonly string[] {
  const known = byBuild.get(build);
  if (known) return known;
  const root = build.routes.root;
  const linked = (root?.module.links?.() ?? []).flatMap((link) =>
    'rel' in link && link.rel === 'stylesheet' && typeof link.href === 'string' ? [link.href] : [],
  );
  const imported = build.assets.routes.root?.css ?? [];
  const sheets = [...new Set([...imported, ...linked])];
  byBuild.set(build, sheets);
  return sheets;
}

/** Gives the server's own pages the site's stylesheets, from the build in use. */
export function pageStylesheets(
  loadBuild: () => ServerBuild | Promise<ServerBuild>,
): MiddlewareHandler {
  const current = async () => publicStylesheets(await loadBuild());
  return async (c, next) => {
    c.set('stylesheets', current);
    await next();
  };
}
