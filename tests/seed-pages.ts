import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageEssence } from './page-essence.ts';
import { projectRoot } from './project-root.ts';

/** What every seed page showed before its text moved into the database, by path. */
export const seedSnapshot = JSON.parse(
  readFileSync(path.join(projectRoot, 'server/publishing/seed-pages.snapshot.json'), 'utf8'),
) as Record<string, PageEssence>;

/** A seed post's or state guide's Article block, as the snapshot holds it. */
export interface SeedArticle {
  path: string;
  headline: string;
  datePublished: string;
  articleSection: string;
  timeRequired: string;
  /** The stated reading time, from `timeRequired` ("PT8M"). */
  readMinutes: number;
}

function articleOf(pathname: string): SeedArticle {
  const block = seedSnapshot[pathname]?.jsonLd.find(
    (item): item is Record<string, string> =>
      typeof item === 'object' && item !== null && Reflect.get(item, '@type') === 'Article',
  );
  if (!block) throw new Error(`The seed snapshot has no Article at ${pathname}`);
  return {
    path: pathname,
    headline: block.headline ?? '',
    datePublished: block.datePublished ?? '',
    articleSection: block.articleSection ?? '',
    timeRequired: block.timeRequired ?? '',
    readMinutes: Number(/^PT(\d+)M$/.exec(block.timeRequired ?? '')?.[1]),
  };
}

const paths = Object.keys(seedSnapshot);
/** The seed's posts, newest first, as the blog lists them. */
export const seedPosts = paths.filter((p) => p.startsWith('/blog/')).map(articleOf);
/** The seed's state guides, in the order they were published. */
export const seedGuides = paths.filter((p) => p.startsWith('/states/')).map(articleOf);
