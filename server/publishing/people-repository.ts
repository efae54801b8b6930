import { and, eq, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { publishingEntries, publishingPeople } from '#server/db/schema.ts';
import type { PersonInput } from '#shared/contracts/publishing.ts';

const personColumns = {
  id: publishingPeople.id,
  slug: publishingPeople.slug,
  name: publishingPeople.name,
  credentials: publishingPeople.credentials,
  bio: publishingPeople.bio,
  photo: publishingPeople.photo,
};
export type PersonRow = Pick<typeof publishingPeople.$inferSelect, keyof typeof personColumns>;

/** Whether another person (not `exceptId`) has this slug. */
export async function slugTaken(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: publishingPeople.id })
    .from(publishingPeople)
    .where(
      exceptId === undefined
        ? eq(publishingPeople.slug, slug)
        : and(eq(publishingPeople.slug, slug), ne(publishingPeople.id, exceptId)),
    );
  return rows.length > 0;
}

/** Stores a person; undefined when the slug was taken first (publishing_people_slug). */
export async function insertPerson(
  tx: Database,
  input: PersonInput,
): Promise<PersonRow | undefined> {
  const [row] = await tx
    .insert(publishingPeople)
    .values(input)
    .onConflictDoNothing({ target: publishingPeople.slug })
    .returning(personColumns);
  return row;
}

export async function updatePerson(
  tx: Database,
  id: number,
  input: PersonInput,
  now: Date,
): Promise<PersonRow | undefined> {
  const [row] = await tx
    .update(publishingPeople)
    .set({ ...input, updatedAt: now })
    .where(eq(publishingPeople.id, id))
    .returning(personColumns);
  return row;
}

export async function deletePerson(tx: Database, id: number): Promise<PersonRow | undefined> {
  const [row] = await tx
    .delete(publishingPeople)
    .where(eq(publishingPeople.id, id))
    .returning(personColumns);
  return row;
}

/** Whether the content column `column` names `personId` as its author or reviewer. */
const names = (column: SQLWrapper, personId: number) =>
  sql`(${column}->>'authorId' = ${String(personId)} or ${column}->>'reviewerId' = ${String(personId)})`;

/** The entries whose working copy or published text names a person as author or reviewer. */
export async function entriesNaming(
  db: Database,
  personId: number,
): Promise<Array<{ id: number; title: string }>> {
  return db
    .select({
      id: publishingEntries.id,
      title: sql<string>`coalesce(${publishingEntries.published}->>'title', ${publishingEntries.draft}->>'title')`,
    })
    .from(publishingEntries)
    .where(
      or(names(publishingEntries.draft, personId), names(publishingEntries.published, personId)),
    )
    .orderBy(publishingEntries.id);
}
