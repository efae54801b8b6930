import type { AdminActor } from '#server/audit/audit-actor.ts';
import { ServiceError } from '#server/service-error.ts';
import type { AdminTestimonial } from '#shared/contracts/admin-reviews.ts';
import { publishChange, type ModerationContext } from './publish-change.ts';
import {
  allTestimonials,
  deleteTestimonial,
  insertTestimonial,
  updateTestimonial,
  type TestimonialRow,
  type TestimonialText,
} from './testimonials-repository.ts';

function adminTestimonial(row: TestimonialRow): AdminTestimonial {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const noSuchTestimonial = () =>
  new ServiceError('not_found', 'not_found', 'There is no such testimonial.');

/** The seller's own testimonials, newest first. */
export async function listTestimonials(
  ctx: Pick<ModerationContext, 'db'>,
): Promise<{ testimonials: AdminTestimonial[] }> {
  return { testimonials: (await allTestimonials(ctx.db)).map(adminTestimonial) };
}

export async function addTestimonial(
  ctx: ModerationContext,
  actor: AdminActor,
  text: TestimonialText,
): Promise<AdminTestimonial> {
  return publishChange(ctx, async (tx) => {
    const row = await insertTestimonial(tx, {
      ...text,
      createdBy: actor.actorId,
      now: ctx.clock(),
    });
    return {
      result: adminTestimonial(row),
      audit: {
        ...actor,
        action: 'testimonial_added',
        target: String(row.id),
        targetLabel: row.name,
        detail: { ...text },
      },
    };
  });
}

export async function editTestimonial(
  ctx: ModerationContext,
  actor: AdminActor,
  id: number,
  text: TestimonialText,
): Promise<AdminTestimonial> {
  return publishChange(ctx, async (tx) => {
    const row = await updateTestimonial(tx, id, { ...text, now: ctx.clock() });
    if (!row) throw noSuchTestimonial();
    return {
      result: adminTestimonial(row),
      audit: {
        ...actor,
        action: 'testimonial_updated',
        target: String(id),
        targetLabel: row.name,
        detail: { ...text },
      },
    };
  });
}

/** Deletes a testimonial; the audit entry keeps what it said. */
export async function removeTestimonial(
  ctx: ModerationContext,
  actor: AdminActor,
  id: number,
): Promise<void> {
  await publishChange(ctx, async (tx) => {
    const row = await deleteTestimonial(tx, id);
    if (!row) throw noSuchTestimonial();
    const { quote, name, location } = row;
    return {
      result: undefined,
      audit: {
        ...actor,
        action: 'testimonial_removed',
        target: String(id),
        targetLabel: name,
        detail: { quote, name, location },
      },
    };
  });
}
