/** One address's library sign-in links and sessions, for a privacy export (server/privacy/). */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { libraryLinks, librarySessions } from '#server/db/schema.ts';

export interface PersonLibraryRows {
  links: { createdAt: Date; expiresAt: Date; usedAt: Date | null }[];
  sessions: { createdAt: Date; expiresAt: Date }[];
}

/** The links and sessions of `email` (stored lower-cased), oldest first; never a token's hash. */
export async function libraryOfPerson(db: Database, email: string): Promise<PersonLibraryRows> {
  const links = await db
    .select({
      createdAt: libraryLinks.createdAt,
      expiresAt: libraryLinks.expiresAt,
      usedAt: libraryLinks.usedAt,
    })
    .from(libraryLinks)
    .where(eq(libraryLinks.email, email))
    .orderBy(asc(libraryLinks.createdAt));
  const sessions = await db
    .select({ createdAt: librarySessions.createdAt, expiresAt: librarySessions.expiresAt })
    .from(librarySessions)
    .where(eq(librarySessions.email, email))
    .orderBy(asc(librarySessions.createdAt));
  return { links, sessions };
}
