import { blogCopy } from '#content/blog.ts';
import { pages } from '#content/pages.ts';
import { fillPlaceholders, escapeHtml, placeholderValues } from '#shared/placeholders.ts';
import { postsFeedPath, type PublishedContent } from '#shared/published-content.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** How many posts the feed carries: the newest; readers poll it, older posts are on the blog. */
export const feedPostCount = 50;

const text = (name: string, value: string) => `<${name}>${escapeHtml(value)}</${name}>`;

/**
 * An entry's id for good (RFC 4151 tag URI): the site's host, the day the post was first
 * published and its entry id, so a renamed slug is not a new post to a feed reader.
 */
const entryId = (host: string, publishedOn: string, id: number) =>
  `tag:${host},${publishedOn}:post-${id}`;

/** The newest posts as an Atom 1.0 feed (RFC 4287), authored by the site where a post names no one. */
export function postsFeedXml(
  site: Pick<SiteInfo, 'siteUrl' | 'brand' | 'supportEmail' | 'offer' | 'operator'>,
  published: PublishedContent,
): string {
  const host = new URL(site.siteUrl).hostname;
  const people = new Map(published.people().map((person) => [person.id, person.name]));
  const posts = published.posts().slice(0, feedPostCount);
  const updated = posts.reduce(
    (last, post) => (post.changedAt > last ? post.changedAt : last),
    new Date(0).toISOString(),
  );
  const entries = posts.map((post) => {
    const author = post.content.authorId === null ? undefined : people.get(post.content.authorId);
    return [
      '  <entry>',
      `    ${text('title', post.content.title)}`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(site.siteUrl + post.path)}"/>`,
      `    ${text('id', entryId(host, post.publishedOn, post.id))}`,
      `    ${text('updated', post.changedAt)}`,
      `    ${text('published', `${post.publishedOn}T00:00:00Z`)}`,
      `    ${text('summary', post.content.description)}`,
      ...(author ? [`    <author>${text('name', author)}</author>`] : []),
      '  </entry>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  ${text('title', fillPlaceholders(blogCopy.feed.title, placeholderValues(site)))}
  <link rel="self" type="application/atom+xml" href="${escapeHtml(site.siteUrl + postsFeedPath)}"/>
  <link rel="alternate" type="text/html" href="${escapeHtml(site.siteUrl + pages.blog.path)}"/>
  ${text('id', `${site.siteUrl}${postsFeedPath}`)}
  ${text('updated', updated)}
  <author>${text('name', site.brand)}</author>
${entries.join('\n')}
</feed>
`;
}
