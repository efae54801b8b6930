import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

type ManifestRoute = NonNullable<ServerBuild['routes'][string]>;

function routeTree(routes: ServerBuild['routes'], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is ManifestRoute => route?.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
    );
}

/**
 * React Router answers some requests itself, not with a document: client navigation data
 * (`/faq.data`, `/_root.data`) and lazy route discovery (`/__manifest`).
 */
function isRouterRequest(pathname: string, build: ServerBuild): boolean {
  return pathname.endsWith('.data') || pathname === build.routeDiscovery.manifestPath;
}

/**
 * Whether a document request goes, by React Router's own matching (case, trailing slashes,
 * dynamic segments), to the catch-all `*` route: then the answer is the not-found page,
 * the same for every such path, and one rendering of it serves them all.
 */
export function catchAllMatcher(build: ServerBuild): (pathname: string) => boolean {
  const tree = routeTree(build.routes, undefined);
  // matchRoutes ranks every route on each call; a dead link asked for again and again (a
  // crawler, a stale bookmark) is answered from memory. Bounded, and a yes/no per path.
  const known = new LRUCache<string, boolean>({ max: 2000 });
  return (pathname) => {
    let isCatchAll = known.get(pathname);
    if (isCatchAll === undefined) {
      isCatchAll =
        !isRouterRequest(pathname, build) &&
        matchRoutes(tree, pathname)?.at(-1)?.route.path === '*';
      known.set(pathname, isCatchAll);
    }
    return isCatchAll;
  };
}
