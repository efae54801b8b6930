import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { libraryLinks, librarySessions } from '#server/db/schema.ts';

/** An erased buyer's library sign-in links and sessions, deleted: nothing of theirs opens again. */
export async function eraseLibraryAccess(
  db: Database,
  email: string,
): Promise<{ libraryLinks: number; librarySessions: number }> {
  const address = email.toLowerCase();
  const links = await db
    .delete(libraryLinks)
    .where(eq(libraryLinks.email, address))
    .returning({ tokenHash: libraryLinks.tokenHash });
  const sessions = await db
    .delete(librarySessions)
    .where(eq(librarySessions.email, address))
    .returning({ tokenHash: librarySessions.tokenHash });
  return { libraryLinks: links.length, librarySessions: sessions.length };
}
