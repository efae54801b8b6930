import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageBlocksByKey, StructuredPageKey } from '#shared/contracts/page-blocks.ts';
import type { PageContent, PageKey } from '#shared/contracts/publishing.ts';
import type { PublishedContent, PublishedPage } from '#shared/published-content.ts';
import { noPublishedContent } from '#shared/published-content.ts';

// The fixed pages as the migrations seed them: renders without a database get the same copy.
const seedRow =
  /VALUES \((\d+),'page','([a-z-]+)','published','((?:[^']|'')*)'::jsonb,\d+,'(?:[^']|'')*'::jsonb,\d+,'([\d-]+)','([\d-]+)','([^']+)'/g;

function readSeed(): Map<PageKey, PublishedPage> {
  // Tests run from the repository's root; jsdom's module address is not a file's.
  const folder = join(process.cwd(), 'drizzle');
  const sql = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(join(folder, name), 'utf8'))
    .join('\n');
  return new Map(
    [...sql.matchAll(seedRow)].map(([, id, key, json, publishedOn, updatedOn, changedAt]) => {
      const content = JSON.parse((json ?? '').replaceAll("''", "'")) as PageContent;
      const page: PublishedPage = {
        id: Number(id),
        kind: 'page',
        path: '',
        content,
        publishedOn: publishedOn ?? '',
        updatedOn: updatedOn ?? '',
        reviewedOn: null,
        changedAt: changedAt ?? '',
      };
      return [key as PageKey, page];
    }),
  );
}

const seeded = readSeed();

/** A fixed page as the seed publishes it. */
export function seededPage(key: PageKey): PublishedPage {
  const page = seeded.get(key);
  if (!page) throw new Error(`The migrations seed no page ${key}`);
  return page;
}

/** A structured page's blocks as the seed publishes them. */
export function seededBlocks<K extends StructuredPageKey>(key: K): PageBlocksByKey[K] {
  return seededPage(key).content.blocks as PageBlocksByKey[K];
}

/** Published content holding only the seed's fixed pages. */
export const seededPagesContent: PublishedContent = {
  ...noPublishedContent,
  page: (key) => seeded.get(key),
};
