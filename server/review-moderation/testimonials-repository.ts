import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { testimonials } from '#server/db/schema.ts';

const testimonialColumns = {
  id: testimonials.id,
  createdAt: testimonials.createdAt,
  updatedAt: testimonials.updatedAt,
  quote: testimonials.quote,
  name: testimonials.name,
  location: testimonials.location,
};

export type TestimonialRow = Pick<
  typeof testimonials.$inferSelect,
  keyof typeof testimonialColumns
>;

export interface TestimonialText {
  quote: string;
  name: string;
  location: string;
}

/** Every testimonial, newest first: a seller writes a handful, never a page's worth. */
export async function allTestimonials(db: Database): Promise<TestimonialRow[]> {
  return db
    .select(testimonialColumns)
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export async function insertTestimonial(
  db: Database,
  values: TestimonialText & { createdBy: string; now: Date },
): Promise<TestimonialRow> {
  const [row] = await db
    .insert(testimonials)
    .values({
      quote: values.quote,
      name: values.name,
      location: values.location,
      createdBy: values.createdBy,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning(testimonialColumns);
  if (!row) throw new Error('The testimonial was not stored.');
  return row;
}

/** Undefined for an unknown testimonial. */
export async function updateTestimonial(
  db: Database,
  id: number,
  values: TestimonialText & { now: Date },
): Promise<TestimonialRow | undefined> {
  const [row] = await db
    .update(testimonials)
    .set({
      quote: values.quote,
      name: values.name,
      location: values.location,
      updatedAt: values.now,
    })
    .where(eq(testimonials.id, id))
    .returning(testimonialColumns);
  return row;
}

/** Undefined for an unknown testimonial. */
export async function deleteTestimonial(
  db: Database,
  id: number,
): Promise<TestimonialRow | undefined> {
  const [row] = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning(testimonialColumns);
  return row;
}
