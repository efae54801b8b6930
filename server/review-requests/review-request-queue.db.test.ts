import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';
import { mailPayloadSchemas } from '#server/mail/mail-kinds.ts';
import { MailWithdrawn } from '#server/mail/mail-message.ts';
import { deliverClaimedMail } from '#server/mail/outbox-delivery.ts';
import { claimDueMail } from '#server/mail/outbox-repository.ts';
import type { MailTransport } from '#server/mail/mail-transport.ts';
import { mailRenderers } from '#server/mail-renderers.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { silentLogger, testConfig, testMailSite, testServerContext } from '#tests/mail-fixtures.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { unusedGuideCopies } from '#tests/pdf-workers.ts';
import { reviewRequestOf, reviewRequestRows } from '#tests/review-link-fixtures.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { queueReviewRequests } from './review-request-queue.ts';
import { insertReviewOptOut } from './review-request-repository.ts';

const day = 86_400_000;
const now = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

/** The server's context at `now`, with the default wait of 7 days. */
function queueContext(db: Database, at: Date = now) {
  return { ...testServerContext(db), clock: () => at };
}

/** Renders a queued review request as the outbox worker would. */
async function renderQueued(db: Database, row: { payload: unknown; recipient: string }) {
  return mailRenderers(unusedGuideCopies)['review-request'](
    mailPayloadSchemas['review-request'].parse(row.payload),
    { db, config: testConfig(), site: testMailSite(), recipient: row.recipient },
  );
}

describe.each(testDrivers)('review requests on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  async function db() {
    database = await createTestDatabase(driver);
    return database.handle.db;
  }

  it('are queued once per order, the set number of days after completion', async () => {
    const handle = await db();
    const order = await storedOrder(handle, {
      completedAt: daysAgo(6.5),
      customerEmail: 'maria@example.com',
      customerName: 'Maria Garcia',
    });
    expect(await queueReviewRequests(queueContext(handle))).toBe(0);
    expect(await outboxRows(handle)).toEqual([]);

    const weekLater = queueContext(handle, new Date(now.getTime() + day));
    expect(await queueReviewRequests(weekLater)).toBe(1);
    expect(weekLater.nudges()).toBe(1);
    // A second run, and two at once, ask nobody again.
    expect(await queueReviewRequests(weekLater)).toBe(0);
    await Promise.all([queueReviewRequests(weekLater), queueReviewRequests(weekLater)]);

    const mails = await outboxRows(handle);
    expect(mails).toMatchObject([
      {
        kind: 'review-request',
        recipient: 'maria@example.com',
        orderId: order.id,
        payload: { orderId: order.id },
      },
    ]);
    expect(await reviewRequestRows(handle)).toMatchObject([
      { orderId: order.id, tokenHash: null, usedAt: null },
    ]);
  });

  it('follow the wait the settings give', async () => {
    const handle = await db();
    await storedOrder(handle, { completedAt: daysAgo(3) });
    const ctx = queueContext(handle);
    const settings = ctx.settings.current();
    const threeDays = {
      ...ctx,
      settings: {
        ...ctx.settings,
        current: () => ({ ...settings, reviews: { ...settings.reviews, requestAfterDays: 2 } }),
      },
    };
    expect(await queueReviewRequests(ctx)).toBe(0);
    expect(await queueReviewRequests(threeDays)).toBe(1);
  });

  it('skip refunded, pending and long-past orders and addresses that opted out', async () => {
    const handle = await db();
    await storedOrder(handle, {
      completedAt: daysAgo(8),
      status: 'refunded',
      refundedAt: daysAgo(7),
    });
    await storedOrder(handle, { completedAt: null, status: 'pending', createdAt: daysAgo(8) });
    await storedOrder(handle, { completedAt: daysAgo(40) });
    await insertReviewOptOut(handle, 'Stop@Example.com');
    await storedOrder(handle, { completedAt: daysAgo(8), customerEmail: 'stop@example.COM' });
    expect(await queueReviewRequests(queueContext(handle))).toBe(0);
    expect(await outboxRows(handle)).toEqual([]);
  });

  it('send a warm, honest mail with a one-time link and a one-click stop', async () => {
    const handle = await db();
    const order = await storedOrder(handle, {
      completedAt: daysAgo(8),
      customerName: 'Maria Garcia',
      customerEmail: 'maria@example.com',
    });
    await queueReviewRequests(queueContext(handle));
    const [row] = await outboxRows(handle);
    if (!row) throw new Error('no mail queued');
    const mail = await renderQueued(handle, row);
    const site = testMailSite();

    expect(mail.to).toBe('maria@example.com');
    expect(mail.subject).toBe(`How did the ${site.offer.name} help you? | ${site.brand}`);
    expect(mail.text).toContain('Hello Maria,');
    expect(mail.text).toContain(`Thank you for buying the ${site.offer.name}.`);
    expect(mail.text).toContain(
      'only if you agree to it on the form, and only after we have read it',
    );
    const reviewToken = /\/review\/([\w-]+)/.exec(mail.text)?.[1] ?? '';
    const stopToken = /\/review-requests\/stop\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(reviewToken).toMatch(/^[\w-]{40,}$/);
    expect(stopToken).toMatch(/^[\w-]{40,}$/);
    // Each link has its own token: the stop link, which mail providers follow, opens no form.
    expect(stopToken).not.toBe(reviewToken);
    const stopUrl = `${site.siteUrl}/review-requests/stop?token=${stopToken}`;
    expect(mail.text).toContain(`Stop review requests: ${stopUrl}`);
    expect(mail.html).toContain('Stop review requests');
    expect(mail.text).toContain(site.operator.postalAddress);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${stopUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only the link's hash is stored, and a retried mail withdraws the first link.
    const first = (await reviewRequestOf(handle, order.id))?.tokenHash;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    await renderQueued(handle, row);
    expect((await reviewRequestOf(handle, order.id))?.tokenHash).not.toBe(first);
  });

  it('are withdrawn when the order was refunded or the address opted out after queueing', async () => {
    const handle = await db();
    const refunded = await storedOrder(handle, {
      completedAt: daysAgo(8),
      customerEmail: 'a@example.com',
    });
    await storedOrder(handle, { completedAt: daysAgo(8), customerEmail: 'b@example.com' });
    await queueReviewRequests(queueContext(handle));
    const [first, second] = await outboxRows(handle);
    if (!first || !second) throw new Error('two mails expected');
    await handle.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded.id));
    await insertReviewOptOut(handle, 'b@example.com');
    const rendered = (row: typeof first) => renderQueued(handle, row);
    await expect(rendered(first)).rejects.toBeInstanceOf(MailWithdrawn);
    await expect(rendered(second)).rejects.toBeInstanceOf(MailWithdrawn);
  });

  it('are left unsent, withdrawn, by the outbox when the order was refunded before sending', async () => {
    const handle = await db();
    const order = await storedOrder(handle, { completedAt: daysAgo(8) });
    await queueReviewRequests(queueContext(handle));
    await handle.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
    const [row] = await claimDueMail(handle, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      limit: 10,
      leaseMs: 60_000,
      maxAttempts: 3,
    });
    if (!row) throw new Error('no mail claimed');
    const sent: unknown[] = [];
    const transport: MailTransport = {
      send: (message) => {
        sent.push(message);
        return Promise.resolve({ messageId: '<sent@test>' });
      },
      close: () => undefined,
      describe: 'test',
    };
    await deliverClaimedMail(row, {
      db: handle,
      logger: silentLogger,
      transport,
      renderers: mailRenderers(unusedGuideCopies),
      config: testConfig(),
      site: () => testMailSite(),
      maxAttempts: 3,
      backoffBaseMs: 1,
      backoffMaxMs: 1,
      relayProbe: { baseMs: 1, maxMs: 1 },
      neighbours: outboxNeighbours,
    });
    expect(sent).toEqual([]);
    expect(await outboxRows(handle)).toMatchObject([
      {
        status: 'withdrawn',
        sentAt: null,
        lastError: expect.stringContaining('refunded') as unknown,
      },
    ]);
  });
});
