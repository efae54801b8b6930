import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { broadcasts } from '#server/db/schema.ts';
import type { ArchivedIssue } from '#shared/newsletter-archive.ts';

/**
 * What the archive may show: sent, chosen by the seller, and with its page's address. A
 * draft, scheduled or sending broadcast never matches, whatever its `archived` says.
 */
const shown = and(
  eq(broadcasts.status, 'sent'),
  eq(broadcasts.archived, true),
  isNotNull(broadcasts.slug),
);

// The day it went out: when its last mail left the outbox, else when sending began.
const sentAt = sql<
  Date | string
>`coalesce(${broadcasts.finishedAt}, ${broadcasts.startedAt}, ${broadcasts.updatedAt})`;

/** Every archived issue, newest first. */
export async function archivedIssues(db: Database): Promise<ArchivedIssue[]> {
  const rows = await db
    .select({
      slug: broadcasts.slug,
      subject: broadcasts.subject,
      preheader: broadcasts.preheader,
      sentAt,
    })
    .from(broadcasts)
    .where(shown)
    .orderBy(desc(sentAt), desc(broadcasts.id));
  return rows.map((row) => ({
    slug: row.slug ?? '',
    subject: row.subject,
    preheader: row.preheader,
    sentOn: new Date(row.sentAt).toISOString().slice(0, 10),
  }));
}

/** The Markdown body of the archived issue at `slug`, if one is. */
export async function archivedIssueBody(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ body: broadcasts.body })
    .from(broadcasts)
    .where(and(shown, eq(broadcasts.slug, slug)));
  return row?.body;
}
