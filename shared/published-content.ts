import type { PageMeta } from '#content/page-meta.ts';
import type {
  EntryContent,
  EntryKind,
  PageContent,
  PageKey,
  PostContent,
  StateGuideContent,
} from './contracts/publishing.ts';

/** Where a post lives; with ':slug' it is the route pattern of every post. */
export const postPath = (slug: string) => `/blog/${slug}`;
/** Where a state guide lives; with ':slug' it is the route pattern of every guide. */
export const stateGuidePath = (slug: string) => `/states/${slug}`;
/** An author's or reviewer's own page. */
export const personPath = (slug: string) => `/authors/${slug}`;
/** The feed of posts (Atom), linked from the blog. */
export const postsFeedPath = '/blog/feed.xml';

/** A published entry as every page reads it: its content as published, its dates and address. */
export interface PublishedEntry<C extends EntryContent = EntryContent> {
  id: number;
  kind: EntryKind;
  path: string;
  content: C;
  /** First publication, YYYY-MM-DD. */
  publishedOn: string;
  /** The last change a reader should know of, YYYY-MM-DD. */
  updatedOn: string;
  /** The last review, YYYY-MM-DD, or null before the first. */
  reviewedOn: string | null;
  /** When what the page shows last changed, ISO 8601: the sitemap's `lastmod`. */
  changedAt: string;
}

export type PublishedPost = PublishedEntry<PostContent>;
export type PublishedStateGuide = PublishedEntry<StateGuideContent>;
export type PublishedPage = PublishedEntry<PageContent>;

/** An author or reviewer as the pages show them. */
export interface PublishedPerson {
  id: number;
  slug: string;
  path: string;
  name: string;
  credentials: string;
  bio: string;
  /** An uploaded image's file name, or null. */
  photo: string | null;
}

/** Where an address that no longer names a page goes. */
export type MovedAddress = { status: 301; to: string } | { status: 410 };

/**
 * What the seller has published (load context `published`), held in memory on every instance
 * and read again when any instance publishes: a render costs no query.
 */
export interface PublishedContent {
  /** Posts, newest first. */
  posts(): readonly PublishedPost[];
  /** State guides, in the order they were first published (the seed's order). */
  stateGuides(): readonly PublishedStateGuide[];
  page(key: PageKey): PublishedPage | undefined;
  people(): readonly PublishedPerson[];
  /** The published entry or person page at a path, for its head, crumbs and cache. */
  pageAt(pathname: string): PageMeta | undefined;
  /** An address that moved (a renamed slug) or is gone (a deleted page). */
  movedAt(pathname: string): MovedAddress | undefined;
}

/** Nothing published: for renders that have no database (tests, fixtures). */
export const noPublishedContent: PublishedContent = {
  posts: () => [],
  stateGuides: () => [],
  page: () => undefined,
  people: () => [],
  pageAt: () => undefined,
  movedAt: () => undefined,
};
