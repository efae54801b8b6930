import { entryReadMinutes } from '#app/content/entry-body.server.ts';
import { formatDate } from '#app/content/format-date.ts';
import { blogCopy } from '#content/blog.ts';
import { pageLinks } from '#content/page-links.ts';
import { pages } from '#content/pages.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { PublishedContent, PublishedPost } from '#shared/published-content.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { usStates } from '#shared/us-states.ts';

const stateNames = new Map<string, string>(usStates);

/** A blog post as its card on the blog index shows it. */
function postCard(post: PublishedPost) {
  const { content } = post;
  return {
    path: post.path,
    title: content.title,
    excerpt: content.description,
    publishDate: formatDate(post.publishedOn),
    readTime: entryReadMinutes(content),
    category: content.category,
  };
}

export type PostCard = ReturnType<typeof postCard>;

/** The blog index: the featured post, the others, the state guides and the call to action. */
export function blogPageData(site: SiteInfo, published: PublishedContent) {
  const posts = published.posts();
  // The seller's featured post leads; without one, the newest does.
  const featured = posts.find((post) => post.content.featured) ?? posts[0];
  return {
    heading: pages.blog.heading,
    copy: fillCopy(blogCopy, placeholderValues(site)),
    // Always offered: an empty archive says so and invites the sign-up.
    archive: pageLinks.newsletterArchive,
    featured: featured && postCard(featured),
    others: posts.filter((post) => post !== featured).map(postCard),
    states: published.stateGuides().map((guide) => ({
      path: guide.path,
      state: stateNames.get(guide.content.state) ?? guide.content.label,
      agency: guide.content.agency,
      description: guide.content.description,
    })),
  };
}

export type BlogPageData = ReturnType<typeof blogPageData>;
