import type { MiddlewareHandler } from 'hono';
import type { ServerBuild } from 'react-router';

declare module 'hono' {
  interface ContextVariableMap {
    /** The site's public stylesheets; unset in apps built without `pageStylesheets`. */
    stylesheets: (() => Promise<readonly string[]>) | undefined;
  }
}

/**
 * The stylesheet every public page links, as the build's server entry names it
 * (app/entry.server.tsx): the server's own pages link the same file, so they look like the
 * site with no sheet of their own, and never the back office's sheet.
 */
export function publicStylesheets(build: ServerBuild): readonly string[] {
  const entry: object = build.entry.module;
  return 'publicStylesheet' in entry && typeof entry.publicStylesheet === 'string'
    ? [entry.publicStylesheet]
    : [];
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
