import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '#server/db/database.ts';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type SessionState,
} from './payment-provider.ts';
import {
  findTestSession,
  insertTestSession,
  markTestSessionExpired,
  markTestSessionPaid,
  type TestSession,
} from './test-session-repository.ts';

import { testCheckoutPath } from '#shared/secret-links.ts';
import { simulatedTax } from './simulated-tax.ts';

export { testCheckoutPath };

function sessionState(row: TestSession): SessionState {
  return {
    id: row.id,
    status: row.status,
    paid: row.status === 'complete',
    orderId: row.orderId,
    amountCents: row.amountCents,
    taxCents: row.taxCents,
    currency: row.currency,
    paymentIntentId: `pi_test_${row.id.slice('cs_test_'.length)}`,
    paymentMethodKind: row.status === 'complete' ? 'test' : null,
  };
}

/** Whether the session's page no longer takes payment at `now`, as a Stripe session past `expires_at`. */
export function testSessionExpired(row: TestSession, now: Date): boolean {
  return row.status === 'expired' || (row.expiresAt !== null && row.expiresAt <= now);
}

/**
 * Marks an open session paid at `now`; undefined when it was not open (paid already, or
 * expired).
 */
export async function payTestSession(
  db: Database,
  id: string,
  now: Date,
): Promise<SessionState | undefined> {
  const row = await markTestSessionPaid(db, id, now);
  return row ? sessionState(row) : undefined;
}

/**
 * The embedded payment provider, used when no Stripe key is set: sessions live in
 * the database and are paid on a local page marked "Test mode - no real charge",
 * so a fresh install can go through a whole purchase offline. A session asked for sales
 * tax charges `taxRatePercent` of the price (simulated-tax.ts), as Stripe Tax would on a
 * buyer's address.
 */
export function createTestProvider(
  db: Database,
  siteUrl: string,
  taxRatePercent: number,
): PaymentProvider {
  return {
    name: 'test',

    async createCheckoutSession(input) {
      const id = `cs_test_${randomBytes(18).toString('base64url')}`;
      const { totalCents, taxCents } = input.taxPrices
        ? simulatedTax(input.amountCents, input.taxPrices, taxRatePercent)
        : { totalCents: input.amountCents, taxCents: 0 };
      await insertTestSession(db, {
        id,
        orderId: input.orderId,
        amountCents: totalCents,
        taxCents,
        currency: input.currency,
        customerEmail: input.customerEmail,
        expiresAt: input.expiresAt ?? null,
      });
      return { id, url: `${siteUrl}${testCheckoutPath}/${id}` };
    },

    async closeCheckoutSession(id) {
      await markTestSessionExpired(db, id);
      const row = await findTestSession(db, id);
      return row?.status !== 'complete';
    },

    async retrieveSession(id) {
      const row = await findTestSession(db, id);
      return row ? sessionState(row) : undefined;
    },

    parseWebhook() {
      return Promise.reject(
        new WebhookSignatureError('The test payment provider sends no webhooks.'),
      );
    },

    refund({ orderId }) {
      // Derived from the order, so asking twice gives the same refund, as with Stripe.
      const digest = createHash('sha256').update(orderId).digest('base64url').slice(0, 24);
      return Promise.resolve({ refundId: `re_test_${digest}` });
    },
  };
}
