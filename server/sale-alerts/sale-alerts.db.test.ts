import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '#server/auth/user-repository.ts';
import { users } from '#server/db/schema.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { claimDueMail } from '#server/mail/outbox-repository.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminPreferencesSchema } from '#shared/contracts/admin-preferences.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { createUser, signedInAdmin } from '#tests/admin-factory.ts';
import { adminClient, mailsOfKind, purchaseInTestMode } from '#tests/admin-orders-helpers.ts';
import { ageMail } from '#tests/db-rows.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestApp, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { queueSaleAlerts, saleAlertCap, saleAlertDelayMs } from './queue-sale-alerts.ts';

describe.each(testDrivers)('sale alerts on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  /** A PUT from our own page, as the card sends it. */
  const putPreferences = (cookie: string, body: unknown) =>
    t.app.request(adminApi.preferences, {
      method: 'PUT',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Origin: testSiteUrl, Cookie: cookie },
    });

  /** Turns alerts on the way an admin does: their own PUT. */
  async function optIn(options: Parameters<typeof signedInAdmin>[1] = {}): Promise<User> {
    const { user, cookie } = await signedInAdmin(t, options);
    expect((await putPreferences(cookie, { saleAlerts: true, weeklyReport: false })).status).toBe(
      200,
    );
    return user;
  }

  const alerts = async () =>
    (await mailsOfKind(t, 'sale-alert')).map(({ recipient, payload }) => ({ recipient, payload }));

  it('mails a sale once to each admin who turned alerts on, owner or support, and nobody else', async () => {
    const owner = await optIn();
    const support = await optIn({ role: 'support' });
    await createUser(t);
    // A former admin keeps the flag but not the role.
    const former = await createUser(t, { role: 'user' });
    await t.ctx.db.update(users).set({ saleAlerts: true }).where(eq(users.id, former.id));

    // The test payment page completes the order; the result page's verify finds it done.
    const { orderId } = await purchaseInTestMode(t);

    const payload = { orderId, event: 'sale', skipped: 0, lastThisHour: false };
    const byRecipient = (a: { recipient: string }, b: { recipient: string }) =>
      a.recipient.localeCompare(b.recipient);
    expect((await alerts()).sort(byRecipient)).toEqual(
      [owner, support].map((admin) => ({ recipient: admin.email, payload })).sort(byRecipient),
    );
  });

  it('mails a refund once, however many times it is asked for', async () => {
    const owner = await optIn();
    const { orderId } = await purchaseInTestMode(t);
    const admin = await adminClient(t);
    await Promise.all([admin.post(adminApi.refund(orderId)), admin.post(adminApi.refund(orderId))]);
    await admin.post(adminApi.refund(orderId));

    expect((await alerts()).map((alert) => alert.payload.event)).toEqual(['sale', 'refund']);
    expect((await alerts())[1]).toEqual({
      recipient: owner.email,
      payload: { orderId, event: 'refund', skipped: 0, lastThisHour: false },
    });
  });

  it("lets the outbox worker claim the buyer's delivery mail before the alerts", async () => {
    await optIn();
    await optIn();
    await purchaseInTestMode(t, 'first.buyer@example.com');

    const claimed = await claimDueMail(t.ctx.db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      limit: 10,
      leaseMs: 60_000,
      maxAttempts: 3,
    });
    expect(claimed.map((row) => row.kind)).toEqual(['order-delivery']);
    const [delivery] = claimed;
    const waiting = await mailsOfKind(t, 'sale-alert');
    expect(waiting).toHaveLength(2);
    for (const alert of waiting) {
      expect(alert.status).toBe('pending');
      const delay = alert.nextAttemptAt.getTime() - (delivery?.nextAttemptAt.getTime() ?? 0);
      expect(delay).toBeGreaterThanOrEqual(saleAlertDelayMs - 1000);
    }
  });

  it('caps the alerts an hour, counts the events past it and reports them in the next alert', async () => {
    const admin = await optIn();
    const event = async () => {
      const order = await storedOrder(t.ctx.db);
      await inTransaction(t.ctx.db, (tx) =>
        queueSaleAlerts(tx, { orderId: order.id, event: 'sale' }),
      );
      return order.id;
    };
    for (let sale = 0; sale < saleAlertCap.mails + 2; sale += 1) await event();

    const capped = await alerts();
    expect(capped).toHaveLength(saleAlertCap.mails);
    expect(capped.filter((alert) => alert.payload.lastThisHour)).toEqual([capped.at(-1)]);
    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(stored?.saleAlertsSkipped).toBe(2);

    await ageMail(t.ctx.db, admin.email, 61);
    const orderId = await event();
    expect((await alerts()).at(-1)?.payload).toEqual({
      orderId,
      event: 'sale',
      skipped: 2,
      lastThisHour: false,
    });
    await event();
    expect((await alerts()).at(-1)?.payload.skipped).toBe(0);
  });

  describe('the preferences API', () => {
    const send = (cookie: string, method: 'GET' | 'PUT', body?: unknown) =>
      method === 'GET'
        ? t.app.request(adminApi.preferences, { headers: { Cookie: cookie } })
        : putPreferences(cookie, body);

    it("reads and changes the signed-in admin's own setting only", async () => {
      const me = await signedInAdmin(t, { role: 'support' });
      const other = await signedInAdmin(t);
      const read = async (cookie: string) =>
        adminPreferencesSchema.parse(await (await send(cookie, 'GET')).json());
      const off = { saleAlerts: false, weeklyReport: false };
      expect(await read(me.cookie)).toEqual(off);

      const on = { saleAlerts: true, weeklyReport: true };
      const saved = await send(me.cookie, 'PUT', on);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual(on);
      expect(await read(me.cookie)).toEqual(on);
      expect(await read(other.cookie)).toEqual(off);
    });

    it('refuses a body naming anything else, and a request without a session', async () => {
      const me = await signedInAdmin(t);
      const refused = await send(me.cookie, 'PUT', {
        saleAlerts: true,
        weeklyReport: true,
        userId: 'usr_other',
      });
      expect(refused.status).toBe(400);
      const partial = await send(me.cookie, 'PUT', { saleAlerts: true });
      expect(partial.status).toBe(400);
      expect(apiErrorSchema.parse(await partial.json()).error.fields).toHaveProperty(
        'weeklyReport',
      );
      expect(await (await send(me.cookie, 'GET')).json()).toEqual({
        saleAlerts: false,
        weeklyReport: false,
      });
      expect((await t.app.request(adminApi.preferences)).status).toBe(401);
    });
  });
});
