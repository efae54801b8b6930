import { formatDate } from '#app/content/format-date.ts';
import { profilePageJsonLd } from '#app/seo/json-ld.ts';
import { personCopy } from '#content/long-form.ts';
import type { ContentImages } from '#shared/content-images.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import {
  personPath,
  type PublishedContent,
  type PublishedPost,
  type PublishedStateGuide,
} from '#shared/published-content.ts';
import type { SiteInfo } from '#shared/site-info.ts';

export interface PersonPageContext {
  site: SiteInfo;
  contentImages: ContentImages;
  published: PublishedContent;
}

const pageLink = (entry: PublishedPost | PublishedStateGuide) => ({
  path: entry.path,
  title: entry.content.title,
  description: entry.content.description,
  published: formatDate(entry.publishedOn),
});

/**
 * An author's or reviewer's own page: who they are and the posts and state guides published
 * that they wrote or reviewed; undefined for a slug that names nobody.
 */
export function personPageData(context: PersonPageContext, slug: string) {
  const { published, site } = context;
  const path = personPath(slug);
  const person = published.people().find((candidate) => candidate.path === path);
  if (!person) return undefined;
  const photo = person.photo === null ? undefined : context.contentImages(person.photo);
  const entries = [...published.posts(), ...published.stateGuides()];
  const values = { name: person.name };
  return {
    name: person.name,
    credentials: person.credentials,
    // The seller's short bio: plain text, its blank lines part paragraphs.
    bio: person.bio
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    photo: photo && {
      ...photo,
      alt: fillPlaceholders(personCopy.photoAlt, values),
    },
    wroteHeading: fillPlaceholders(personCopy.wrote, values),
    wrote: entries.filter((entry) => entry.content.authorId === person.id).map(pageLink),
    reviewedHeading: fillPlaceholders(personCopy.reviewed, values),
    reviewed: entries.filter((entry) => entry.content.reviewerId === person.id).map(pageLink),
    structuredData: [profilePageJsonLd(site, person, photo?.url)],
  };
}

export type PersonPageData = NonNullable<ReturnType<typeof personPageData>>;
