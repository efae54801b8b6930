import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviews } from '#server/db/schema.ts';
import type { SocialProofSource } from '#server/social-proof/social-proof-source.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  adminReviewSchema,
  moderationLimits,
  reviewsResponseSchema,
  type ReviewStatus,
} from '#shared/contracts/admin-reviews.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

/** A social-proof source that counts its reloads and says samples are shown. */
function countingProof() {
  let reloads = 0;
  const source: SocialProofSource = {
    current: () => ({ ...noSocialProof, samples: true }),
    reload: () => {
      reloads += 1;
      return Promise.resolve(true);
    },
    onChange: () => {},
  };
  return { source, reloads: () => reloads };
}

describe.each(testDrivers)('the admin reviews API on %s', (driver) => {
  let t: TestApp;
  let proof: ReturnType<typeof countingProof>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeEach(async () => {
    proof = countingProof();
    t = await createTestApp(driver, {}, { socialProof: proof.source });
    admin = await signedInAdmin(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  async function review(
    index: number,
    status: ReviewStatus = 'pending',
    claimFlag: string | null = null,
  ) {
    const order = await storedOrder(t.ctx.db, { customerEmail: `buyer${index}@example.com` });
    const [row] = await t.ctx.db
      .insert(reviews)
      .values({
        orderId: order.id,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
        rating: 1 + (index % 5),
        body: `Review ${index}`,
        displayName: `Parent ${index}.`,
        consentedAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
        status,
        claimFlag,
      })
      .returning();
    if (!row) throw new Error('no review');
    return row;
  }

  const send = (method: string, path: string, body?: unknown) =>
    apiRequest(t.app, method, path, body, { cookie: admin.cookie });

  const list = async (query = '') => {
    const response = await send('GET', `${adminApi.reviews}${query}`);
    expect(response.status).toBe(200);
    return reviewsResponseSchema.parse(await response.json());
  };

  it('lists pending reviews by default, newest first, with the counts, the order and the e-mail', async () => {
    for (let index = 0; index < 27; index += 1) await review(index);
    await review(30, 'approved');
    await review(31, 'hidden');
    const first = await list();
    expect(first).toMatchObject({
      total: 27,
      page: 1,
      pageSize: 25,
      counts: { pending: 27, approved: 1, hidden: 1 },
      samplesShown: true,
    });
    expect(first.rows[0]).toEqual({
      id: expect.any(Number) as number,
      createdAt: '2026-01-01T00:26:00.000Z',
      rating: 2,
      body: 'Review 26',
      displayName: 'Parent 26.',
      status: 'pending',
      orderId: expect.stringMatching(/^ord_/) as string,
      email: 'buyer26@example.com',
      moderatedAt: null,
      reply: null,
      repliedAt: null,
      claimFlag: null,
    });
    expect((await list('?page=2')).rows.map((row) => row.body)).toEqual(['Review 1', 'Review 0']);
    expect((await list('?status=approved')).rows.map((row) => row.body)).toEqual(['Review 30']);
    expect((await list('?status=hidden')).total).toBe(1);
    const all = await list('?status=all');
    expect(all.total).toBe(29);
    expect(all.rows[0]?.body).toBe('Review 31');
  });

  it('shows each review’s mark with its reason, filters and counts the marked ones by status', async () => {
    const amount = 'Names an amount: $400';
    const outcome = 'Claims a legal outcome: won';
    await review(1);
    await review(2, 'pending', amount);
    await review(3, 'approved', outcome);
    await review(4, 'hidden', amount);
    const pending = await list();
    expect(pending.rows.map((row) => [row.body, row.claimFlag])).toEqual([
      ['Review 2', amount],
      ['Review 1', null],
    ]);
    expect(pending.markedCounts).toEqual({ pending: 1, approved: 1, hidden: 1 });
    expect(pending.counts).toEqual({ pending: 2, approved: 1, hidden: 1 });

    const marked = await list('?status=all&claims=marked');
    expect(marked.total).toBe(3);
    expect(marked.rows.map((row) => row.claimFlag)).toEqual([amount, outcome, amount]);
    expect(await list('?claims=marked')).toMatchObject({ total: 1, rows: [{ body: 'Review 2' }] });
    expect((await send('GET', `${adminApi.reviews}?claims=flagged`)).status).toBe(400);
  });

  it('keeps the server’s mark whatever a client sends with a decision or a reply', async () => {
    const stored = await review(1, 'pending', 'Names an amount: $400');
    const approved = await send('POST', adminApi.approveReview(stored.id), { claimFlag: null });
    expect(adminReviewSchema.parse(await approved.json())).toMatchObject({
      status: 'approved',
      claimFlag: 'Names an amount: $400',
    });
    await send('PUT', adminApi.reviewReply(stored.id), { reply: 'Thanks', claimFlag: null });
    const [row] = await t.ctx.db.select().from(reviews).where(eq(reviews.id, stored.id));
    expect(row?.claimFlag).toBe('Names an amount: $400');
  });

  it('approves and hides, records who did, announces and reloads the proof, and skips a no-op', async () => {
    const stored = await review(1);
    const approve = async () => {
      const response = await send('POST', adminApi.approveReview(stored.id));
      expect(response.status).toBe(200);
      return adminReviewSchema.parse(await response.json());
    };
    const approved = await approve();
    expect(approved.status).toBe('approved');
    expect(approved.moderatedAt).not.toBeNull();
    expect(proof.reloads()).toBe(1);
    expect((await list()).counts).toEqual({ pending: 0, approved: 1, hidden: 0 });

    // Approving again changes nothing: no audit entry, no reload.
    expect((await approve()).moderatedAt).toBe(approved.moderatedAt);
    expect(proof.reloads()).toBe(1);

    const hidden = await send('POST', adminApi.hideReview(stored.id));
    expect(adminReviewSchema.parse(await hidden.json()).status).toBe('hidden');
    expect(proof.reloads()).toBe(2);
    expect((await approve()).status).toBe('approved');
    const [row] = await t.ctx.db.select().from(reviews).where(eq(reviews.id, stored.id));
    expect(row?.moderatedBy).toBe(admin.user.id);
    expect(await auditEntries(t, 'review_approved')).toMatchObject([
      { actorId: admin.user.id, target: String(stored.id) },
      { actorId: admin.user.id, target: String(stored.id) },
    ]);
    expect(await auditEntries(t, 'review_hidden')).toHaveLength(1);
  });

  it('sets, edits and removes the reply, each audited and reloaded', async () => {
    const stored = await review(1, 'approved');
    const put = async (reply: string) => {
      const response = await send('PUT', adminApi.reviewReply(stored.id), { reply });
      expect(response.status).toBe(200);
      return adminReviewSchema.parse(await response.json());
    };
    const first = await put('  Thank you, Parent 1.\nWe are glad it helped.  ');
    expect(first.reply).toBe('Thank you, Parent 1.\nWe are glad it helped.');
    expect(first.repliedAt).not.toBeNull();
    expect((await put('Thank you!')).reply).toBe('Thank you!');
    const removed = await send('DELETE', adminApi.reviewReply(stored.id));
    expect(removed.status).toBe(200);
    expect(adminReviewSchema.parse(await removed.json())).toMatchObject({
      reply: null,
      repliedAt: null,
    });
    expect(proof.reloads()).toBe(3);
    expect(await auditEntries(t, 'review_replied')).toMatchObject([
      {
        target: String(stored.id),
        detail: { reply: 'Thank you, Parent 1.\nWe are glad it helped.' },
      },
      { target: String(stored.id), detail: { reply: 'Thank you!' } },
    ]);
    expect(await auditEntries(t, 'review_reply_removed')).toHaveLength(1);
  });

  it('answers 400 per field for a bad reply, a bad filter or page, and stores nothing', async () => {
    const stored = await review(1);
    const refused = async (body: unknown, field: string, message: string) => {
      const response = await send('PUT', adminApi.reviewReply(stored.id), body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({
        [field]: message,
      });
    };
    await refused({ reply: '   ' }, 'reply', 'Write the reply.');
    await refused(
      { reply: 'x'.repeat(moderationLimits.reply + 1) },
      'reply',
      `Use at most ${moderationLimits.reply} characters.`,
    );
    await refused(
      { reply: 'Thanks\u202E!' },
      'reply',
      'Remove the unusual characters (control, direction or stacked accent marks).',
    );
    await refused({}, 'reply', 'Write the reply.');
    const notJson = await t.app.request(adminApi.reviewReply(stored.id), {
      method: 'PUT',
      headers: { Cookie: admin.cookie, Origin: 'http://shop.test', 'Content-Type': 'text/plain' },
      body: '{"reply":"hi"}',
    });
    expect(notJson.status).toBe(415);
    const huge = await send('PUT', adminApi.reviewReply(stored.id), { reply: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);

    const badStatus = await send('GET', `${adminApi.reviews}?status=secret`);
    expect(badStatus.status).toBe(400);
    expect(apiErrorSchema.parse(await badStatus.json()).error.fields).toEqual({
      status: 'Choose a known status.',
    });
    expect((await send('GET', `${adminApi.reviews}?page=0`)).status).toBe(400);

    const [row] = await t.ctx.db.select().from(reviews).where(eq(reviews.id, stored.id));
    expect(row?.reply).toBeNull();
    expect(await auditEntries(t, 'review_replied')).toHaveLength(0);
    expect(proof.reloads()).toBe(0);
  });

  it('answers 404 for an unknown or malformed id, changing nothing', async () => {
    await review(1);
    expect((await send('POST', adminApi.approveReview(999_999))).status).toBe(404);
    expect((await send('POST', adminApi.hideReview(999_999))).status).toBe(404);
    expect((await send('PUT', adminApi.reviewReply(999_999), { reply: 'Hi' })).status).toBe(404);
    expect((await send('DELETE', adminApi.reviewReply(999_999))).status).toBe(404);
    expect((await send('POST', '/api/admin/reviews/first/approve')).status).toBe(404);
    expect((await send('POST', '/api/admin/reviews/0/approve')).status).toBe(404);
    expect(await auditEntries(t, 'review_approved')).toHaveLength(0);
    expect(proof.reloads()).toBe(0);
  });

  it('lets support moderate, and refuses another origin and the signed-out', async () => {
    const stored = await review(1);
    const { cookie } = await signedInAdmin(t, { role: 'support' });
    const bySupport = await apiRequest(
      t.app,
      'POST',
      adminApi.approveReview(stored.id),
      {},
      { cookie },
    );
    expect(bySupport.status).toBe(200);
    const fromElsewhere = await apiRequest(
      t.app,
      'POST',
      adminApi.hideReview(stored.id),
      {},
      { cookie, origin: 'https://evil.example' },
    );
    expect(fromElsewhere.status).toBe(403);
    const signedOut = await apiRequest(t.app, 'POST', adminApi.hideReview(stored.id), {});
    expect(signedOut.status).toBe(401);
    const [row] = await t.ctx.db.select().from(reviews).where(eq(reviews.id, stored.id));
    expect(row?.status).toBe('approved');
  });
});
