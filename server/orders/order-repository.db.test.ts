import { describe, expect, it } from 'vitest';
import { storedOrder } from '#tests/order-factory.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { findOrder, markCompleted, markRefunded } from './order-repository.ts';

describe.each(testDrivers)('order refunds on %s', (driver) => {
  const database = useTestDatabase(driver);

  const paidWith = (orderId: string) => ({ orderId, paymentIntentId: `pi_${orderId}` });

  it.each([
    ['pending', { status: 'pending', completedAt: null }],
    ['expired', { status: 'expired', completedAt: null, expiredAt: new Date() }],
    ['completed', { status: 'completed', paymentIntentId: 'pi_seen_at_completion' }],
  ] as const)('refunds a %s order by its id, recording the payment intent', async (_, state) => {
    const order = await storedOrder(database().handle.db, { ...state, providerSessionId: 'cs_1' });
    const refunded = await markRefunded(database().handle.db, paidWith(order.id));
    expect(refunded).toMatchObject({ id: order.id, status: 'refunded' });
    expect(refunded?.paymentIntentId).toBe(`pi_${order.id}`);
    expect(refunded?.refundedAt).toBeInstanceOf(Date);
  });

  it('changes nothing when the order is refunded again', async () => {
    const order = await storedOrder(database().handle.db);
    const first = await markRefunded(database().handle.db, paidWith(order.id));
    expect(await markRefunded(database().handle.db, paidWith(order.id))).toBeUndefined();
    expect(await findOrder(database().handle.db, order.id)).toEqual(first);
  });

  it('leaves a refunded order refunded when its payment completes afterwards', async () => {
    const order = await storedOrder(database().handle.db, {
      status: 'pending',
      completedAt: null,
      providerSessionId: 'cs_1',
    });
    const refunded = await markRefunded(database().handle.db, paidWith(order.id));
    const completion = await markCompleted(database().handle.db, {
      ...paidWith(order.id),
      sessionId: 'cs_1',
      paymentMethodKind: 'card',
      chargedCents: 4700,
      taxCents: 0,
    });
    expect(completion).toBeUndefined();
    expect(await findOrder(database().handle.db, order.id)).toEqual(refunded);
  });
});
