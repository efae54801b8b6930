import { data } from 'react-router';
import type { PageBlocksByKey, StructuredPageKey } from '#shared/contracts/page-blocks.ts';
import type { PageKey } from '#shared/contracts/publishing.ts';
import type { PublishedContent, PublishedPage } from '#shared/published-content.ts';

/** A fixed page as published; one taken off the site (unpublished) answers 404. */
export function publishedPage(published: PublishedContent, key: PageKey): PublishedPage {
  const page = published.page(key);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** A structured page's published blocks. */
export function publishedBlocks<K extends StructuredPageKey>(
  published: PublishedContent,
  key: K,
): PageBlocksByKey[K] {
  // Every save and the seed pass `pageContentSchema`, which checks the blocks against the
  // key's own schema: what is published has that shape.
  return publishedPage(published, key).content.blocks as PageBlocksByKey[K];
}
