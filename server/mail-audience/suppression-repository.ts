import { and, count, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { mailAddresses } from '#server/db/schema.ts';
import { failedBroadcastRecipients } from '#server/mail/outbox-repository.ts';
import type { SuppressionReason } from '#shared/contracts/admin-mail.ts';
import { ensureMailAddresses } from './mail-address-repository.ts';

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  detail: string | null;
}

export interface SuppressedRow {
  email: string;
  reason: SuppressionReason;
  at: Date;
  detail: string | null;
}

/** The longest server answer or note kept: enough to read, never a whole transcript. */
export const suppressionDetailMax = 300;

const bounded = (detail: string | null) => detail?.slice(0, suppressionDetailMax) ?? null;

const suppressedColumns = {
  email: mailAddresses.email,
  reason: mailAddresses.suppressedReason,
  at: mailAddresses.suppressedAt,
  detail: mailAddresses.suppressedDetail,
};

function asSuppressed(row: {
  email: string;
  reason: SuppressionReason | null;
  at: Date | null;
  detail: string | null;
}): SuppressedRow {
  if (row.reason === null || row.at === null) throw new Error('The address is not kept out.');
  return { email: row.email, reason: row.reason, at: row.at, detail: row.detail };
}

/**
 * A mail server refused the address for good: it gets no more marketing mail. An address
 * already kept out keeps its first reason and time. Answers whether this kept it out.
 */
export async function markAddressBounced(
  db: Database,
  email: string,
  detail: string,
): Promise<boolean> {
  const address = email.toLowerCase();
  await ensureMailAddresses(db, sql`select ${address}::text as email`);
  const rows = await db
    .update(mailAddresses)
    .set({
      suppressedReason: 'bounced',
      suppressedAt: sql`now()`,
      suppressedDetail: bounded(detail),
    })
    .where(sql`${mailAddresses.email} = ${address} and ${mailAddresses.suppressedAt} is null`)
    .returning({ email: mailAddresses.email });
  return rows.length > 0;
}

/** An admin keeps an address out (a complaint, a bounce seen elsewhere): reason and note replaced. */
export async function suppressAddress(db: Database, entry: Suppression): Promise<SuppressedRow> {
  const address = entry.email.toLowerCase();
  await ensureMailAddresses(db, sql`select ${address}::text as email`);
  const [row] = await db
    .update(mailAddresses)
    .set({
      suppressedReason: entry.reason,
      suppressedAt: sql`now()`,
      suppressedDetail: bounded(entry.detail),
    })
    .where(eq(mailAddresses.email, address))
    .returning(suppressedColumns);
  if (!row) throw new Error('The mail address row was not stored.');
  return asSuppressed(row);
}

/** Lets marketing mail go to an address again; false when it was not kept out. */
export async function allowMailAgain(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .update(mailAddresses)
    .set({ suppressedReason: null, suppressedAt: null, suppressedDetail: null })
    .where(
      sql`${mailAddresses.email} = ${email.toLowerCase()} and ${mailAddresses.suppressedAt} is not null`,
    )
    .returning({ email: mailAddresses.email });
  return rows.length > 0;
}

/** Which kept-out addresses to allow again at once: named ones, or bounced since a time or on a broadcast. */
export type LiftSelection = { emails: string[] } | { bouncedSince: Date } | { broadcastId: number };

function liftedWhere(selection: LiftSelection) {
  if ('emails' in selection) {
    return inArray(
      mailAddresses.email,
      selection.emails.map((email) => email.toLowerCase()),
    );
  }
  const bounced = eq(mailAddresses.suppressedReason, 'bounced');
  if ('bouncedSince' in selection) {
    return and(bounced, gte(mailAddresses.suppressedAt, selection.bouncedSince));
  }
  // Broadcast recipients are stored lower-cased, as queued from the audience.
  const refused = failedBroadcastRecipients(selection.broadcastId);
  return and(bounced, inArray(mailAddresses.email, refused));
}

/**
 * Lets marketing mail go to many kept-out addresses again, in one statement; answers which.
 * A time or a broadcast lifts bounces only: a complaint is lifted one address at a time.
 */
export async function allowManyAgain(db: Database, selection: LiftSelection): Promise<string[]> {
  const rows = await db
    .update(mailAddresses)
    .set({ suppressedReason: null, suppressedAt: null, suppressedDetail: null })
    .where(and(isNotNull(mailAddresses.suppressedAt), liftedWhere(selection)))
    .returning({ email: mailAddresses.email });
  return rows.map((row) => row.email);
}

/** One page of the kept-out addresses, newest first (mail_addresses_suppressed_idx). */
export async function suppressedPage(
  db: Database,
  page: { offset: number; limit: number },
): Promise<SuppressedRow[]> {
  const rows = await db
    .select(suppressedColumns)
    .from(mailAddresses)
    .where(isNotNull(mailAddresses.suppressedAt))
    .orderBy(desc(mailAddresses.suppressedAt), mailAddresses.email)
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(asSuppressed);
}

export async function countSuppressed(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(mailAddresses)
    .where(isNotNull(mailAddresses.suppressedAt));
  return row?.total ?? 0;
}

/** Whether the address `column` names was kept out (bounced, complained) at or after `since`. */
export function keptOutSince(column: SQL, since: Date): SQL {
  return sql`exists (
          select 1 from mail_addresses x where x.email = ${column} and x.suppressed_at >= ${since.toISOString()}::timestamptz
        )`;
}

/** Lets the named addresses get marketing mail again, if they are kept out as bounced. */
export async function allowBouncedAgain(tx: Database, emails: string[]): Promise<void> {
  await tx
    .update(mailAddresses)
    .set({ suppressedReason: null, suppressedAt: null, suppressedDetail: null })
    .where(
      and(inArray(mailAddresses.email, emails), eq(mailAddresses.suppressedReason, 'bounced')),
    );
}
