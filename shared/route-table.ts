import { newsletterIssuePath } from '#content/newsletter-archive.ts';
import type { PageMeta } from '#content/page-meta.ts';
import { pages } from '#content/pages.ts';
import { reviewPage } from '#content/review-form.ts';
import { personPath, postPath, stateGuidePath } from './published-content.ts';

/**
 * Every fixed page of the site, in navigation order. The head of each page, the breadcrumb
 * trail, the page cache and the sitemap all read it; the pages the seller publishes (posts,
 * state guides, people) come from the load context's `published` (shared/published-content.ts).
 */
export const routeTable: readonly PageMeta[] = Object.values(pages);

export interface RouteEntry {
  /** A page's path, a pattern with a `:slug` segment, or `*` for every path no other entry claims. */
  path: string;
  /** The route module that answers it, relative to app/. */
  module: string;
}

/**
 * The routes of the React Router config (app/routes.ts maps them): one per fixed page,
 * one per kind of published page (post, state guide, person), whose loader answers 404 for
 * an unknown slug, and the not-found page for the rest.
 */
export const routeEntries: readonly RouteEntry[] = [
  { path: pages.home.path, module: 'routes/home.tsx' },
  { path: pages.checkout.path, module: 'routes/checkout.tsx' },
  { path: pages.success.path, module: 'routes/success.tsx' },
  { path: pages.quickAnswers.path, module: 'routes/quick-answers.tsx' },
  { path: pages.faq.path, module: 'routes/faq.tsx' },
  { path: pages.blog.path, module: 'routes/blog.tsx' },
  { path: postPath(':slug'), module: 'routes/blog-article.tsx' },
  { path: stateGuidePath(':slug'), module: 'routes/state-guide.tsx' },
  { path: personPath(':slug'), module: 'routes/person.tsx' },
  { path: pages.newsletterArchive.path, module: 'routes/newsletter-archive.tsx' },
  { path: newsletterIssuePath(':slug'), module: 'routes/newsletter-issue.tsx' },
  { path: pages.legalNotice.path, module: 'routes/legal-notice.tsx' },
  { path: pages.terms.path, module: 'routes/terms.tsx' },
  { path: pages.privacy.path, module: 'routes/privacy.tsx' },
  { path: pages.accessibility.path, module: 'routes/accessibility.tsx' },
  { path: pages.admin.path, module: 'routes/admin.tsx' },
  { path: pages.library.path, module: 'routes/library.tsx' },
  { path: `${reviewPage.path}/:token`, module: 'routes/review.tsx' },
  { path: '*', module: 'routes/not-found.tsx' },
];

const byPath = new Map(routeTable.map((page) => [page.path, page]));

/**
 * Pages opened by a mail's link whose last segment is a secret (`/review/<token>`): one head
 * for every token, private, and never a canonical URL or breadcrumb that repeats the token.
 */
const linkPages: readonly PageMeta[] = [reviewPage];

/** The link page a path opens, if it is one: the page's path and one more segment. */
export function linkPageOf(pathname: string): PageMeta | undefined {
  const path = normalizePath(pathname);
  return linkPages.find((page) => {
    const rest = path.startsWith(`${page.path}/`) ? path.slice(page.path.length + 1) : '';
    return rest !== '' && !rest.includes('/');
  });
}

export function findPage(pathname: string): PageMeta | undefined {
  return byPath.get(normalizePath(pathname)) ?? linkPageOf(pathname);
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
