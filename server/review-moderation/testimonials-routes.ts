import { Hono, type Context } from 'hono';
import { auditActor } from '#server/audit/audit-actor.ts';
import type { ServerContext } from '#server/context.ts';
import { notFound } from '#server/http/http-error.ts';
import { parseJsonBody } from '#server/http/parse-body.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { testimonialRequestSchema } from '#shared/contracts/admin-reviews.ts';
import { storedIdParam } from '#server/http/stored-id.ts';
import {
  addTestimonial,
  editTestimonial,
  listTestimonials,
  removeTestimonial,
} from './testimonials-service.ts';

const testimonials = adminApi.testimonials.slice(adminApi.prefix.length);
const testimonialId = (c: Context) => storedIdParam(c, notFound('There is no such testimonial.'));

/** The seller's own testimonials (owners only): listed, added, edited, deleted. */
export function testimonialsRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get(testimonials, async (c) => c.json(await listTestimonials(ctx)));

  routes.post(testimonials, async (c) => {
    const text = await parseJsonBody(c, testimonialRequestSchema);
    return c.json(await addTestimonial(ctx, auditActor(c), text), 201);
  });

  routes.put(`${testimonials}/:id`, async (c) => {
    const id = testimonialId(c);
    const text = await parseJsonBody(c, testimonialRequestSchema);
    return c.json(await editTestimonial(ctx, auditActor(c), id, text));
  });

  routes.delete(`${testimonials}/:id`, async (c) => {
    await removeTestimonial(ctx, auditActor(c), testimonialId(c));
    return c.json({ ok: true });
  });

  return routes;
}
