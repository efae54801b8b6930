import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { libraryLinks, librarySessions } from '#server/db/schema.ts';

export async function insertLibraryLink(
  db: Database,
  link: { tokenHash: string; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(libraryLinks).values(link);
}

/**
 * Uses a link once, in one conditional update: of two requests with the same token only one
 * gets the address back. Undefined for an unknown, used or expired link.
 */
export async function useLibraryLink(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(libraryLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(libraryLinks.tokenHash, tokenHash),
        isNull(libraryLinks.usedAt),
        gt(libraryLinks.expiresAt, now),
      ),
    )
    .returning({ email: libraryLinks.email });
  return row?.email;
}

export async function insertLibrarySession(
  db: Database,
  session: { tokenHash: string; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(librarySessions).values(session);
}

/**
 * Forgets links and sessions that have expired (their `expires_at` indexes find them), so
 * the two tables hold only what can still sign someone in.
 */
export async function deleteExpiredLibraryRows(db: Database, now: Date): Promise<void> {
  await db.delete(libraryLinks).where(lt(libraryLinks.expiresAt, now));
  await db.delete(librarySessions).where(lt(librarySessions.expiresAt, now));
}

/** The address of a session that has not expired. */
export async function findLibrarySession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ email: librarySessions.email })
    .from(librarySessions)
    .where(and(eq(librarySessions.tokenHash, tokenHash), gt(librarySessions.expiresAt, now)));
  return row?.email;
}

export async function deleteLibrarySession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(librarySessions).where(eq(librarySessions.tokenHash, tokenHash));
}
