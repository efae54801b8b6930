import type { Database } from '#server/db/database.ts';
import { reloadableSource, sameJson } from '#server/reloadable-source.ts';
import {
  noNewsletterArchive,
  type ArchivedIssue,
  type NewsletterArchive,
} from '#shared/newsletter-archive.ts';
import {
  archivedIssueBody,
  archivedIssues,
} from '#server/broadcasts/archived-issues-repository.ts';

/**
 * The newsletter archive the public pages show, its list kept in memory like the social
 * proof, so a render (and a made-up slug) costs no query; only an issue's body is read.
 */
export interface NewsletterArchiveSource extends NewsletterArchive {
  /**
   * Reads the list again: call it after a transaction that sends a broadcast or changes its
   * `archived` commits (another instance hears the `broadcasts` content change). Resolves
   * true when what the archive shows changed, after telling every `onChange` listener.
   */
  reload(): Promise<boolean>;
  /** Called after each change: the page cache clears itself here. */
  onChange(listener: () => void): void;
}

/** The archive read from the database; reloads run one after another, the last one asked for stays. */
export async function storedNewsletterArchive(db: Database): Promise<NewsletterArchiveSource> {
  const source = await reloadableSource<readonly ArchivedIssue[]>({
    initial: [],
    read: () => archivedIssues(db),
    same: sameJson,
  });
  return {
    issues: source.current,
    // Only a slug the list holds is looked up: a flood of made-up ones reaches no database.
    body: (slug) =>
      source.current().some((issue) => issue.slug === slug)
        ? archivedIssueBody(db, slug)
        : Promise.resolve(undefined),
    reload: source.reload,
    onChange: source.onChange,
  };
}

/** An empty archive that never changes, for a context built without one (mail fixtures). */
export function fixedNewsletterArchive(): NewsletterArchiveSource {
  return { ...noNewsletterArchive, reload: () => Promise.resolve(false), onChange: () => {} };
}
