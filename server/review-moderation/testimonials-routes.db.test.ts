import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testimonials } from '#server/db/schema.ts';
import type { SocialProofSource } from '#server/social-proof/social-proof-source.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  adminTestimonialSchema,
  moderationLimits,
  testimonialsResponseSchema,
} from '#shared/contracts/admin-reviews.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the admin testimonials API on %s', (driver) => {
  let t: TestApp;
  let reloads: number;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeEach(async () => {
    reloads = 0;
    const socialProof: SocialProofSource = {
      current: () => noSocialProof,
      reload: () => {
        reloads += 1;
        return Promise.resolve(true);
      },
      onChange: () => {},
    };
    t = await createTestApp(driver, {}, { socialProof });
    admin = await signedInAdmin(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const send = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
    apiRequest(t.app, method, path, body, { cookie });

  const list = async () => {
    const response = await send('GET', adminApi.testimonials);
    expect(response.status).toBe(200);
    return testimonialsResponseSchema.parse(await response.json()).testimonials;
  };

  const add = async (body: unknown) => {
    const response = await send('POST', adminApi.testimonials, body);
    expect(response.status).toBe(201);
    return adminTestimonialSchema.parse(await response.json());
  };

  it('adds, lists newest first, edits and deletes, each audited, announced and reloaded', async () => {
    const first = await add({ quote: '  Clear and kind.\nThank you.  ', name: ' Dana R. ' });
    expect(first).toMatchObject({
      quote: 'Clear and kind.\nThank you.',
      name: 'Dana R.',
      location: '',
    });
    t.advanceClock(60_000);
    const second = await add({
      quote: 'It saved me hours.',
      name: 'Lee P.',
      location: 'Austin, TX',
    });
    expect((await list()).map((row) => row.name)).toEqual(['Lee P.', 'Dana R.']);

    const edited = await send('PUT', adminApi.testimonial(first.id), {
      quote: 'Clear, kind and short.',
      name: 'Dana R.',
      location: 'Reno, NV',
    });
    expect(edited.status).toBe(200);
    const row = adminTestimonialSchema.parse(await edited.json());
    expect(row).toMatchObject({ quote: 'Clear, kind and short.', location: 'Reno, NV' });
    expect(row.updatedAt > row.createdAt).toBe(true);

    const removed = await send('DELETE', adminApi.testimonial(second.id));
    expect(removed.status).toBe(200);
    expect((await list()).map((entry) => entry.id)).toEqual([first.id]);
    expect(reloads).toBe(4);
    expect(await auditEntries(t, 'testimonial_added')).toMatchObject([
      { actorId: admin.user.id, target: String(first.id) },
      { target: String(second.id), detail: { name: 'Lee P.', location: 'Austin, TX' } },
    ]);
    expect(await auditEntries(t, 'testimonial_updated')).toHaveLength(1);
    expect(await auditEntries(t, 'testimonial_removed')).toMatchObject([
      { target: String(second.id), detail: { quote: 'It saved me hours.', name: 'Lee P.' } },
    ]);
  });

  it('answers 400 per field and stores nothing', async () => {
    const response = await send('POST', adminApi.testimonials, {
      quote: 'x'.repeat(moderationLimits.quote + 1),
      name: 'Two\nlines',
      location: 'y'.repeat(moderationLimits.location + 1),
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({
      quote: `Use at most ${moderationLimits.quote} characters.`,
      name: 'Remove the unusual characters (control, direction or stacked accent marks).',
      location: `Use at most ${moderationLimits.location} characters.`,
    });
    const empty = await send('POST', adminApi.testimonials, { quote: ' ', name: '' });
    expect(apiErrorSchema.parse(await empty.json()).error.fields).toEqual({
      quote: 'Write the quote.',
      name: 'Enter the name to show.',
    });
    const odd = await send('POST', adminApi.testimonials, ['not', 'an', 'object']);
    expect(odd.status).toBe(400);
    const huge = await send('POST', adminApi.testimonials, {
      quote: 'x'.repeat(300_000),
      name: 'Dana',
    });
    expect(huge.status).toBe(413);
    expect(await t.ctx.db.select().from(testimonials)).toEqual([]);
    expect(reloads).toBe(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const body = { quote: 'Good.', name: 'Dana R.' };
    expect((await send('PUT', adminApi.testimonial(999_999), body)).status).toBe(404);
    expect((await send('DELETE', adminApi.testimonial(999_999))).status).toBe(404);
    expect((await send('DELETE', '/api/admin/testimonials/1e3')).status).toBe(404);
    expect(await auditEntries(t, 'testimonial_removed')).toHaveLength(0);
  });

  it('refuses support, another origin and the signed-out, storing nothing', async () => {
    const body = { quote: 'Good.', name: 'Dana R.' };
    const { cookie } = await signedInAdmin(t, { role: 'support' });
    expect((await send('GET', adminApi.testimonials, undefined, cookie)).status).toBe(403);
    expect((await send('POST', adminApi.testimonials, body, cookie)).status).toBe(403);
    const elsewhere = await apiRequest(t.app, 'POST', adminApi.testimonials, body, {
      cookie: admin.cookie,
      origin: 'https://evil.example',
    });
    expect(elsewhere.status).toBe(403);
    expect((await apiRequest(t.app, 'POST', adminApi.testimonials, body)).status).toBe(401);
    expect(await t.ctx.db.select().from(testimonials)).toEqual([]);
  });
});
