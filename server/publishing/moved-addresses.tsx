import type { MiddlewareHandler } from 'hono';
import { ActionLink, PageTitle, Text } from '#app/server-pages/server-page-parts.tsx';
import { siteCopy } from '#content/site-copy.ts';
import { serverPage } from '#server/http/server-page.tsx';
import type { PublishedContent } from '#shared/published-content.ts';
import { findPage } from '#shared/route-table.ts';

/**
 * Answers a GET or HEAD for an address that moved (a renamed slug: 301 to the new one, the query
 * kept) or is gone (a deleted page: 410 with the not-found page's way home, never indexed), ahead
 * of the pages. An address a live page claims again is that page's, whatever row is left.
 */
export function movedAddresses(published: () => PublishedContent): MiddlewareHandler {
  return async (c, next) => {
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    const { pathname, search } = new URL(c.req.url);
    const content = published();
    const moved = isRead ? content.movedAt(pathname) : undefined;
    if (!moved || content.pageAt(pathname) || findPage(pathname)) return next();
    if (moved.status === 301) {
      // Not kept for long: the seller may put a page at this address again.
      c.header('Cache-Control', 'no-cache');
      return c.redirect(`${moved.to}${search}`, 301);
    }
    c.header('X-Robots-Tag', 'noindex');
    return serverPage(c, {
      title: siteCopy.gone.title,
      status: 410,
      body: (
        <>
          <PageTitle>{siteCopy.gone.title}</PageTitle>
          <Text>{siteCopy.gone.message}</Text>
          <ActionLink href="/">{siteCopy.notFound.homeLink}</ActionLink>
        </>
      ),
    });
  };
}
