import { articles } from '#content/articles.ts';
import type { PageMeta } from '#content/page-meta.ts';
import { pages } from '#content/pages.ts';
import { stateGuides } from '#content/state-guides.ts';

/**
 * Every page of the site, in navigation order. The React Router config, the head
 * of each page, the breadcrumb trail, the page cache and the sitemap all read it.
 */
export const routeTable: readonly PageMeta[] = [
  ...Object.values(pages),
  ...articles,
  ...stateGuides,
];

const byPath = new Map(routeTable.map((page) => [page.path, page]));

export function findPage(pathname: string): PageMeta | undefined {
  return byPath.get(normalizePath(pathname));
}

/** "/faq/" and "/faq" are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/')
    ? pathname.replace(/\/+$/, '') || '/'
    : pathname;
}

export const notFoundPage = {
  path: '',
  label: 'Not Found',
  title: 'Page Not Found',
  heading: '404',
  description: 'The page you were looking for does not exist.',
  keywords: [],
  private: true,
} as const satisfies PageMeta;
