import { renderEntryBody } from '#app/content/entry-body.server.ts';
import { formatDate } from '#app/content/format-date.ts';
import { articleJsonLd } from '#app/seo/json-ld.ts';
import { callToAction } from '#content/calls-to-action.ts';
import { longFormCopy } from '#content/long-form.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import type { ContentImages } from '#shared/content-images.ts';
import type {
  PublishedContent,
  PublishedPerson,
  PublishedPost,
  PublishedStateGuide,
} from '#shared/published-content.ts';
import type { SiteInfo } from '#shared/site-info.ts';

export interface PageLink {
  path: string;
  title: string;
  description: string;
}

type LongFormEntry = PublishedPost | PublishedStateGuide;

const linkTo = (entry: LongFormEntry): PageLink => ({
  path: entry.path,
  title: entry.content.title,
  description: entry.content.description,
});

/** A person as a byline names them: linked to their own page. */
const byline = (person: PublishedPerson) => ({
  name: person.name,
  credentials: person.credentials,
  path: person.path,
});

/** What a long-form page needs of the request: the site, its uploads and what is published. */
export interface LongFormContext {
  site: SiteInfo;
  contentImages: ContentImages;
  published: PublishedContent;
}

/** The newest other posts a page links to: a blog of a thousand posts is not one list. */
const relatedPostsShown = 6;

/**
 * Everything a post or state guide page shows, filled with the product record's facts: its
 * text in sections, the call to action between them, who wrote and reviewed it, its sources,
 * links to the other posts and guides, and its Article structured data.
 */
export function longFormPageData(entry: LongFormEntry, context: LongFormContext) {
  const { site, published } = context;
  const { content } = entry;
  const values = placeholderValues(site);
  const body = renderEntryBody(content, values, context.contentImages);
  const person = (id: number | null) =>
    id === null ? undefined : published.people().find((candidate) => candidate.id === id);
  const author = person(content.authorId);
  const reviewer = person(content.reviewerId);
  const category = content.kind === 'post' ? content.category : longFormCopy.stateGuideCategory;
  return {
    page: {
      heading: content.title,
      description: content.description,
      category,
      readMinutes: body.readMinutes,
      published: formatDate(entry.publishedOn),
      updated: formatDate(entry.updatedOn),
      reviewed: entry.reviewedOn === null ? undefined : formatDate(entry.reviewedOn),
      /** The same days as YYYY-MM-DD, for the page's `<time>` elements. */
      days: { published: entry.publishedOn, updated: entry.updatedOn, reviewed: entry.reviewedOn },
      author: author && byline(author),
      reviewer: reviewer && byline(reviewer),
    },
    sections: body.sections,
    sources: content.sources.map((source) => ({
      title: source.title,
      url: source.url,
      supports: source.supports,
      verified: formatDate(source.verifiedOn),
    })),
    attorneyNotice: site.attorneyNotice,
    cta: fillCopy(callToAction, values),
    articles: published
      .posts()
      .filter((other) => other.path !== entry.path)
      .slice(0, relatedPostsShown)
      .map(linkTo),
    states: published
      .stateGuides()
      .filter((other) => other.path !== entry.path)
      .map(linkTo),
    structuredData: [
      articleJsonLd(site, {
        page: {
          path: entry.path,
          label: content.label,
          title: content.title,
          heading: content.title,
          description: content.description,
          keywords: content.keywords,
        },
        published: entry.publishedOn,
        updated: entry.updatedOn,
        readMinutes: body.readMinutes,
        wordCount: body.wordCount,
        section: category,
        author,
        reviewer,
        sources: content.sources,
      }),
    ],
  };
}

export type LongFormPageData = ReturnType<typeof longFormPageData>;
export type Byline = ReturnType<typeof byline>;
