import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { ServiceError } from '#server/service-error.ts';
import { reviewRequestSchema } from '#shared/contracts/reviews.ts';
import { testServerContext } from '#tests/mail-fixtures.ts';
import { storedOrder } from '#tests/order-factory.ts';
import {
  openReviewLink,
  optOutRows,
  reviewInput,
  reviewRequestOf,
  reviewRows,
} from '#tests/review-link-fixtures.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { queueReviewRequests } from './review-request-queue.ts';
import { reviewLinkState, stopReviewRequests, submitReview } from './review-submission-service.ts';

const day = 86_400_000;
const now = new Date('2026-11-20T12:00:00Z');
const at = (db: Database, moment: Date = now) => ({
  ...testServerContext(db),
  clock: () => moment,
});
const review = (overrides: Record<string, unknown> = {}) =>
  reviewRequestSchema.parse(reviewInput(overrides));

/** The refusal a submission met, as the API would name it. */
async function refusalOf(attempt: Promise<unknown>) {
  const error: unknown = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ServiceError))
    throw new Error(`expected a ServiceError, got ${String(error)}`);
  return { kind: error.kind, code: error.code, message: error.message };
}

describe.each(testDrivers)('the review form service on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  async function db() {
    database = await createTestDatabase(driver);
    return database.handle.db;
  }

  it('stores a pending review with the consent time and uses the link', async () => {
    const handle = await db();
    const { order, token } = await openReviewLink(handle, {
      order: { customerName: 'Maria  de la Garcia' },
      requestedAt: new Date(now.getTime() - 10 * day),
    });
    expect(await reviewLinkState(at(handle), token)).toEqual({
      state: 'open',
      suggestedName: 'Maria G.',
    });
    const { id } = await submitReview(at(handle), { token, review: review({ rating: '4' }) });

    expect(await reviewRows(handle)).toMatchObject([
      {
        id,
        orderId: order.id,
        rating: 4,
        body: reviewInput().body,
        displayName: 'Sam B.',
        status: 'pending',
        consentedAt: now,
      },
    ]);
    expect((await reviewRequestOf(handle, order.id))?.usedAt).toEqual(now);
    expect(await reviewLinkState(at(handle), token)).toEqual({ state: 'used' });
  });

  it('refuses a second use, an unknown, an expired and a refunded link, storing nothing more', async () => {
    const handle = await db();
    const { token } = await openReviewLink(handle, { requestedAt: now });
    await submitReview(at(handle), { token, review: review() });
    expect(await refusalOf(submitReview(at(handle), { token, review: review() }))).toEqual({
      kind: 'conflict',
      code: 'review_link_used',
      message: 'This review link has already been used.',
    });
    expect(
      await refusalOf(submitReview(at(handle), { token: 'nope', review: review() })),
    ).toMatchObject({
      kind: 'not_found',
      code: 'review_link_unknown',
    });

    const old = await openReviewLink(handle, { requestedAt: now });
    const later = at(handle, new Date(now.getTime() + 61 * day));
    expect(await reviewLinkState(later, old.token)).toEqual({ state: 'expired' });
    expect(
      await refusalOf(submitReview(later, { token: old.token, review: review() })),
    ).toMatchObject({
      kind: 'not_found',
      code: 'review_link_expired',
    });

    const refunded = await openReviewLink(handle, {
      order: { status: 'refunded' },
      requestedAt: now,
    });
    expect(await reviewLinkState(at(handle), refunded.token)).toEqual({ state: 'unknown' });
    expect(
      await refusalOf(submitReview(at(handle), { token: refunded.token, review: review() })),
    ).toMatchObject({ kind: 'not_found', code: 'review_link_unknown' });
    expect(await reviewRows(handle)).toHaveLength(1);
  });

  it('takes one review of two sent at once', async () => {
    const handle = await db();
    const { token } = await openReviewLink(handle, { requestedAt: now });
    const outcomes = await Promise.allSettled([
      submitReview(at(handle), {
        token,
        review: review({ body: 'First of two at once, long enough.' }),
      }),
      submitReview(at(handle), {
        token,
        review: review({ body: 'Second of two at once, long enough.' }),
      }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ kind: 'conflict' });
    expect(await reviewRows(handle)).toHaveLength(1);
  });

  it("stops review requests to the link's address, for later orders too", async () => {
    const handle = await db();
    const { token, optOutToken } = await openReviewLink(handle, {
      order: { customerEmail: 'Maria@Example.com' },
      requestedAt: now,
    });
    // The review link's token is not a stop link's.
    expect(await stopReviewRequests(at(handle), token)).toBe('unknown');
    expect(await optOutRows(handle)).toEqual([]);
    expect(await stopReviewRequests(at(handle), optOutToken)).toBe('stopped');
    expect(await stopReviewRequests(at(handle), optOutToken)).toBe('stopped');
    expect(await stopReviewRequests(at(handle), 'unknown')).toBe('unknown');
    expect(await optOutRows(handle)).toMatchObject([
      { email: 'maria@example.com', topic: 'review-requests' },
    ]);
    await storedOrder(handle, {
      customerEmail: 'maria@example.com',
      completedAt: new Date(now.getTime() - 8 * day),
    });
    expect(await queueReviewRequests(at(handle))).toBe(0);
  });
});
