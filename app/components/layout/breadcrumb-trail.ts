import { findPage, linkPageOf, normalizePath, notFoundPage } from '#shared/route-table.ts';

export interface Crumb {
  label: string;
  path: string;
  /** Only segments that are pages of the site are links; "/states" alone is not one. */
  isPage: boolean;
}

function capitalise(segment: string): string {
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

const home: Crumb = { label: 'Home', path: '/', isPage: true };

/**
 * Home, then one crumb per path segment; empty on the home page, where no trail shows.
 * A path that is no page of the site gets the same two crumbs whatever it is, so the
 * not-found page is one page, rendered and cached once rather than once per made-up
 * path (and a path of thousands of segments costs nothing). `page` is the path's page when the
 * route table cannot know it (an archived newsletter issue, read from the database).
 */
export function breadcrumbTrail(pathname: string, page = findPage(pathname)): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  if (!page) return [home, { label: notFoundPage.label, path: '', isPage: false }];
  // A link page's last segment is a secret: the trail names the page, never its address.
  const linkPage = linkPageOf(pathname);
  if (linkPage) return [home, { label: linkPage.label, path: '', isPage: false }];
  const crumbs: Crumb[] = [home];
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    const found = path === normalizePath(pathname) ? page : findPage(path);
    crumbs.push({
      label: found?.label ?? capitalise(segment),
      path,
      isPage: found !== undefined,
    });
  }
  return crumbs;
}
