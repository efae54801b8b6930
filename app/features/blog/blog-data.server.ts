import { formatDate } from '#app/content/format-date.ts';
import { articles, featuredArticleSlug, type ArticleMeta } from '#content/articles.ts';
import { blogCopy } from '#content/blog.ts';
import { pageLinks } from '#content/page-links.ts';
import { pages } from '#content/pages.ts';
import { stateGuides } from '#content/state-guides.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** A blog post as its card on the blog index shows it. */
function postCard(article: ArticleMeta) {
  return {
    path: article.path,
    title: article.title,
    excerpt: article.description,
    publishDate: formatDate(article.published),
    readTime: article.readMinutes,
    category: article.category,
    featured: article.slug === featuredArticleSlug,
  };
}

export type PostCard = ReturnType<typeof postCard>;

/** The blog index: the featured article, the others, the state guides and the call to action. */
export function blogPageData(site: SiteInfo) {
  const posts = articles.map(postCard);
  const featured = posts.find((post) => post.featured);
  if (!featured) throw new Error(`The featured article ${featuredArticleSlug} is not published.`);
  return {
    heading: pages.blog.heading,
    copy: fillCopy(blogCopy, placeholderValues(site)),
    // Always offered: an empty archive says so and invites the sign-up.
    archive: pageLinks.newsletterArchive,
    featured,
    others: posts.filter((post) => !post.featured),
    states: stateGuides.map((guide) => ({
      path: guide.path,
      state: guide.state,
      agency: guide.agency,
      description: guide.description,
    })),
  };
}

export type BlogPageData = ReturnType<typeof blogPageData>;
