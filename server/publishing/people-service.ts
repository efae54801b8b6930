import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { announceContentChange } from '#server/db/content-changes.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ServiceError } from '#server/service-error.ts';
import type { Person, PersonInput } from '#shared/contracts/publishing.ts';
import { personPath } from '#shared/published-content.ts';
import { peopleCopy } from '#content/admin-publishing-refusals.ts';
import {
  deletePerson,
  entriesNaming,
  insertPerson,
  slugTaken,
  updatePerson,
  type PersonRow,
} from './people-repository.ts';
import { peopleRows } from './published-repository.ts';

export type PeopleContext = Pick<ServerContext, 'db' | 'clock' | 'published' | 'contentImages'>;

const person = (row: PersonRow): Person => ({ ...row, path: personPath(row.slug) });

const fieldRefusal = (field: keyof PersonInput, message: string) =>
  new ServiceError('rejected', 'validation_failed', peopleCopy.invalid, undefined, {
    [field]: message,
  });

const noSuchPerson = () => new ServiceError('not_found', 'not_found', peopleCopy.noSuchPerson);

/** The photo must be an uploaded image, named as the media library names it. */
function checkPhoto(ctx: Pick<PeopleContext, 'contentImages'>, input: PersonInput): void {
  if (input.photo !== null && ctx.contentImages.lookup(input.photo) === undefined) {
    throw fieldRefusal('photo', peopleCopy.photoNotUploaded);
  }
}

export async function listPeople(ctx: Pick<PeopleContext, 'db'>): Promise<{ people: Person[] }> {
  return { people: (await peopleRows(ctx.db)).map(person) };
}

/**
 * A change of a person is a change of what the site shows (their page, the bylines): every
 * instance is told in the transaction and this one reads the published content again after.
 */
async function changed<T>(
  ctx: PeopleContext,
  work: Parameters<typeof inTransaction<T>>[1],
): Promise<T> {
  const result = await inTransaction(ctx.db, async (tx) => {
    const done = await work(tx);
    await announceContentChange(tx, 'publishing');
    return done;
  });
  await ctx.published.reload();
  return result;
}

export async function createPerson(
  ctx: PeopleContext,
  actor: AdminActor,
  input: PersonInput,
): Promise<{ person: Person }> {
  checkPhoto(ctx, input);
  const row = await changed(ctx, async (tx) => {
    const created = await insertPerson(tx, input);
    if (!created) throw fieldRefusal('slug', peopleCopy.slugTaken);
    await recordAudit(tx, {
      ...actor,
      action: 'person_added',
      target: String(created.id),
      targetLabel: created.name,
      detail: { slug: created.slug },
    });
    return created;
  });
  return { person: person(row) };
}

export async function editPerson(
  ctx: PeopleContext,
  actor: AdminActor,
  id: number,
  input: PersonInput,
): Promise<{ person: Person }> {
  checkPhoto(ctx, input);
  const row = await changed(ctx, async (tx) => {
    if (await slugTaken(tx, input.slug, id)) throw fieldRefusal('slug', peopleCopy.slugTaken);
    const updated = await updatePerson(tx, id, input, ctx.clock());
    if (!updated) throw noSuchPerson();
    await recordAudit(tx, {
      ...actor,
      action: 'person_updated',
      target: String(id),
      targetLabel: updated.name,
      detail: { slug: updated.slug },
    });
    return updated;
  });
  return { person: person(row) };
}

/** Refused while an entry names them: its byline or review would name nobody. */
export async function removePerson(
  ctx: PeopleContext,
  actor: AdminActor,
  id: number,
): Promise<void> {
  await changed(ctx, async (tx) => {
    const naming = await entriesNaming(tx, id);
    if (naming.length > 0) {
      throw new ServiceError(
        'rejected',
        'person_in_use',
        peopleCopy.inUse(naming.map((entry) => entry.title)),
      );
    }
    const removed = await deletePerson(tx, id);
    if (!removed) throw noSuchPerson();
    await recordAudit(tx, {
      ...actor,
      action: 'person_removed',
      target: String(id),
      targetLabel: removed.name,
      detail: { slug: removed.slug },
    });
  });
}
