import { describe, expect, it } from 'vitest';
import type { PageMeta } from '#content/page-meta.ts';
import { postPath, postsFeedPath } from '#shared/published-content.ts';
import { testSiteInfo } from '#tests/site-factory.ts';
import { pageHead } from './head.ts';

const site = testSiteInfo();
/** A post published from the back office: its page comes from the published content. */
const storedPost: PageMeta = {
  path: postPath('published-today'),
  label: 'Published today',
  title: 'Published today',
  heading: 'Published today',
  description: 'A post.',
  keywords: [],
  type: 'article',
};

const feedLinks = (pathname: string) =>
  pageHead(pathname, site, pathname === storedPost.path ? storedPost : undefined).filter(
    (tag) => 'rel' in tag && tag.rel === 'alternate' && tag.type === 'application/atom+xml',
  );

describe('the link to the feed of posts', () => {
  it.each(['/blog', '/blog/', postPath('published-today')])(
    'is in the head of the blog page %s',
    (pathname) => {
      expect(feedLinks(pathname)).toEqual([
        expect.objectContaining({
          tagName: 'link',
          href: `${site.siteUrl}${postsFeedPath}`,
          title: `${site.brand}: articles`,
        }),
      ]);
    },
  );

  it.each(['/', '/faq', '/states/texas-child-support', '/blog/no-such-post', '/blogroll'])(
    'is not in the head of %s',
    (pathname) => expect(feedLinks(pathname)).toEqual([]),
  );
});
