import type { PageMeta } from '#content/page-meta.ts';
import type { Database } from '#server/db/database.ts';
import { reloadableSource } from '#server/reloadable-source.ts';
import type { PageKey } from '#shared/contracts/publishing.ts';
import {
  personPath,
  postPath,
  stateGuidePath,
  noPublishedContent,
  type MovedAddress,
  type PublishedContent,
  type PublishedEntry,
  type PublishedPage,
  type PublishedPerson,
  type PublishedPost,
  type PublishedStateGuide,
} from '#shared/published-content.ts';
import { normalizePath } from '#shared/route-table.ts';
import {
  peopleRows,
  publishedFingerprint,
  publishedRows,
  redirectRows,
  type PublishedRow,
} from './published-repository.ts';

/** What is read from the database: every published entry, the people and the moved addresses. */
interface Snapshot {
  /** The digest of the rows it was read from (`publishedFingerprint`). */
  fingerprint: string;
  entries: PublishedEntry[];
  people: PublishedPerson[];
  moved: [string, MovedAddress][];
}

function entryOf(row: PublishedRow): PublishedEntry | undefined {
  const base = {
    id: row.id,
    kind: row.kind,
    publishedOn: row.publishedOn,
    updatedOn: row.updatedOn,
    reviewedOn: row.reviewedOn,
    changedAt: row.changedAt.toISOString(),
  };
  const { content } = row;
  switch (content.kind) {
    case 'post':
      return { ...base, content, path: postPath(content.slug) };
    case 'state_guide':
      return { ...base, content, path: stateGuidePath(content.slug) };
    case 'page':
      // A fixed page keeps the address of its route (content/pages.ts); the key names it.
      return { ...base, content, path: '' };
  }
}

/**
 * The snapshot again, or the one held when the digest says nothing changed. The digest is read
 * first: a change committed between the two reads only makes the next reload read again.
 */
async function readSnapshot(db: Database, held: Snapshot): Promise<Snapshot> {
  const fingerprint = await publishedFingerprint(db);
  if (fingerprint === held.fingerprint) return held;
  const [rows, people, redirects] = await Promise.all([
    publishedRows(db),
    peopleRows(db),
    redirectRows(db),
  ]);
  return {
    fingerprint,
    entries: rows.flatMap((row) => entryOf(row) ?? []),
    people: people.map((person) => ({ ...person, path: personPath(person.slug) })),
    moved: redirects.map(({ fromPath, toPath }) => [
      fromPath,
      toPath === null ? { status: 410 } : { status: 301, to: toPath },
    ]),
  };
}

/** The page a long-form entry or a person is, for its head, crumbs and the page cache. */
export function longFormPage(entry: PublishedPost | PublishedStateGuide): PageMeta {
  const { content } = entry;
  return {
    path: entry.path,
    label: content.label,
    title: content.title,
    heading: content.title,
    description: content.description,
    keywords: content.keywords,
    type: 'article',
    cache: 'public',
  };
}

export function personPage(person: PublishedPerson): PageMeta {
  return {
    path: person.path,
    label: person.name,
    title: person.credentials ? `${person.name}, ${person.credentials}` : person.name,
    heading: person.name,
    description: person.bio || person.name,
    keywords: [],
    cache: 'public',
  };
}

const isPost = (entry: PublishedEntry): entry is PublishedPost => entry.content.kind === 'post';
const isGuide = (entry: PublishedEntry): entry is PublishedStateGuide =>
  entry.content.kind === 'state_guide';
const isPage = (entry: PublishedEntry): entry is PublishedPage => entry.content.kind === 'page';

/** The published content as pages read it, with its lookups built once per snapshot. */
function publishedContent(snapshot: Snapshot): PublishedContent {
  const posts = snapshot.entries
    .filter(isPost)
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id);
  // In the order they were published (the rows come oldest first): the seed's order, kept.
  const guides = snapshot.entries.filter(isGuide);
  const pagesByKey = new Map<PageKey, PublishedPage>(
    snapshot.entries.filter(isPage).map((entry) => [entry.content.slug, entry]),
  );
  const byPath = new Map<string, PageMeta>([
    ...[...posts, ...guides].map((entry) => [entry.path, longFormPage(entry)] as const),
    ...snapshot.people.map((person) => [person.path, personPage(person)] as const),
  ]);
  const moved = new Map(snapshot.moved);
  return {
    posts: () => posts,
    stateGuides: () => guides,
    page: (key) => pagesByKey.get(key),
    people: () => snapshot.people,
    pageAt: (pathname) => byPath.get(normalizePath(pathname)),
    movedAt: (pathname) => moved.get(normalizePath(pathname)),
  };
}

/** The published content held in memory; `reload()` after a commit that changed it. */
export interface PublishedContentSource {
  current(): PublishedContent;
  /** Reads it again; resolves true when what the site shows changed. */
  reload(): Promise<boolean>;
  /** Called after each change: the page cache clears itself here. */
  onChange(listener: () => void): void;
}

export async function storedPublishedContent(db: Database): Promise<PublishedContentSource> {
  const source = await reloadableSource<Snapshot>({
    initial: { fingerprint: '', entries: [], people: [], moved: [] },
    read: (held) => readSnapshot(db, held),
    same: (held, read) => held.fingerprint === read.fingerprint,
  });
  let built: { snapshot: Snapshot; content: PublishedContent } | undefined;
  return {
    current() {
      const snapshot = source.current();
      if (built?.snapshot !== snapshot) built = { snapshot, content: publishedContent(snapshot) };
      return built.content;
    },
    reload: source.reload,
    onChange: source.onChange,
  };
}

/** Nothing published, never changing: for a context built without a database's pages (mail fixtures). */
export function fixedPublishedContent(
  content: PublishedContent = noPublishedContent,
): PublishedContentSource {
  return { current: () => content, reload: () => Promise.resolve(false), onChange: () => {} };
}
