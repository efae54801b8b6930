import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';
import { outboxRows, subscriberRows } from '#tests/db-rows.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { confirm, subscribe, subscriptionStatus, unsubscribe } from './newsletter-service.ts';

let sequence = 0;
/** A sign-up of an address no other test uses, typed the way people type it. */
function signup(ip = '203.0.113.5') {
  const email = `parent-${++sequence}@example.com`;
  return { email, typed: { email: `  ${email.toUpperCase()} `, ip } };
}

/** Moves an address's queued mail back in time, as if the minutes had passed. */
async function ageMail(db: Database, recipient: string, minutes: number) {
  await db
    .update(outbox)
    .set({ createdAt: sql`${outbox.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(outbox.recipient, recipient));
}

const confirmMails = async (db: Database, email: string) =>
  (await outboxRows(db, email)).filter((mail) => mail.kind === 'subscription-confirm');

describe.each(testDrivers)('newsletter on %s', (driver) => {
  let database: TestDatabase;
  let db: Database;
  let services: { db: Database; outbox: { nudge(): void } };
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    services = { db, outbox: { nudge: () => undefined } };
  });
  afterAll(() => database.dispose());

  async function subscriberOf(email: string) {
    const [subscriber] = await subscriberRows(db, email);
    if (!subscriber) throw new Error(`no subscriber ${email}`);
    return subscriber;
  }

  it('stores a pending sign-up and its confirmation mail together', async () => {
    const { email, typed } = signup();
    expect(await subscribe(services, typed)).toBe('confirmation-sent');

    const subscriber = await subscriberOf(email);
    expect(subscriber).toMatchObject({
      status: 'pending',
      signupIp: '203.0.113.5',
      confirmedAt: null,
    });
    expect(subscriber.confirmToken).toMatch(/^[\w-]{43}$/);
    expect(subscriber.unsubscribeToken).not.toBe(subscriber.confirmToken);
    expect(await outboxRows(db, email)).toMatchObject([
      { kind: 'subscription-confirm', payload: { confirmToken: subscriber.confirmToken } },
    ]);
  });

  it('sends the same link again while the sign-up is pending', async () => {
    const { email, typed } = signup();
    await subscribe(services, typed);
    await ageMail(db, email, 11);
    await subscribe(services, { email, ip: '203.0.113.6' });
    expect(await subscriberRows(db, email)).toHaveLength(1);
    const mails = await outboxRows(db, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.payload).toEqual(mails[0]?.payload);
  });

  it('sends one confirmation mail per 10 minutes and 3 per 24 hours to an address', async () => {
    const { email, typed } = signup();
    for (let index = 0; index < 5; index++) {
      expect(await subscribe(services, typed)).not.toBe('already-confirmed');
    }
    expect(await confirmMails(db, email)).toHaveLength(1);

    await ageMail(db, email, 11);
    await subscribe(services, typed);
    await subscribe(services, typed);
    expect(await confirmMails(db, email)).toHaveLength(2);

    await ageMail(db, email, 11);
    await subscribe(services, typed);
    // Mails 1 to 3 now went out 22, 11 and 0 minutes ago; then hours pass within the day.
    for (const minutes of [11, 60, 600, 600]) {
      await ageMail(db, email, minutes);
      await subscribe(services, typed);
    }
    expect(await confirmMails(db, email)).toHaveLength(3);

    // The first mail went out 22 + 1271 minutes ago; 148 more and it is older than a day.
    await ageMail(db, email, 148);
    await subscribe(services, typed);
    await subscribe(services, typed);
    const mails = await confirmMails(db, email);
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((mail) => JSON.stringify(mail.payload))).size).toBe(1);
  });

  it('keeps the cap when several sign-ups for a pending address arrive at once', async () => {
    const { email, typed } = signup();
    await subscribe(services, typed);
    await ageMail(db, email, 11);
    await Promise.all(Array.from({ length: 5 }, () => subscribe(services, typed)));
    expect(await confirmMails(db, email)).toHaveLength(2);
  });

  it('leaves an unsubscribed address as it is while its confirmation mails are capped', async () => {
    const { email, typed } = signup();
    await subscribe(services, typed);
    await unsubscribe(services, (await subscriberOf(email)).unsubscribeToken);
    const unsubscribed = await subscriberOf(email);

    expect(await subscribe(services, typed)).toBe('confirmation-capped');
    // New links without a mail to carry them could never be used: nothing changes.
    expect(await subscriberOf(email)).toEqual(unsubscribed);
    expect(await confirmMails(db, email)).toHaveLength(1);
  });

  it('stores when and from where consent was given and welcomes once', async () => {
    const { email, typed } = signup();
    await subscribe(services, typed);
    const { confirmToken: token, unsubscribeToken } = await subscriberOf(email);
    expect(await subscriptionStatus(services, { confirmToken: token })).toBe('pending');

    const before = Date.now();
    expect(await confirm(services, { token, ip: '198.51.100.9' })).toBe('confirmed');
    expect(await confirm(services, { token, ip: '198.51.100.10' })).toBe('already-confirmed');

    const confirmed = await subscriberOf(email);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmIp: '198.51.100.9' });
    expect(confirmed.confirmedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const welcomes = (await outboxRows(db, email)).filter(
      (mail) => mail.kind === 'newsletter-welcome',
    );
    expect(welcomes).toMatchObject([{ payload: { unsubscribeToken } }]);
  });

  it('answers a confirmed address the same but sends it nothing', async () => {
    const { email, typed } = signup();
    await subscribe(services, typed);
    await confirm(services, { token: (await subscriberOf(email)).confirmToken, ip: '::1' });
    const mailsBefore = (await outboxRows(db, email)).length;
    expect(await subscribe(services, typed)).toBe('already-confirmed');
    expect(await outboxRows(db, email)).toHaveLength(mailsBefore);
  });

  it('unsubscribes once, and an old confirmation link cannot undo it', async () => {
    const { email, typed } = signup();
    await subscribe(services, typed);
    const subscriber = await subscriberOf(email);
    const token = subscriber.unsubscribeToken;
    expect(await unsubscribe(services, token)).toBe('unsubscribed');
    expect(await unsubscribe(services, token)).toBe('already-unsubscribed');
    expect(await unsubscribe(services, 'no-such-token')).toBe('unknown');

    expect(await confirm(services, { token: subscriber.confirmToken, ip: '::1' })).toBe(
      'unsubscribed',
    );
    const after = await subscriberOf(email);
    expect(after).toMatchObject({ status: 'unsubscribed', confirmedAt: null });
    expect(after.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('starts over with new links when an unsubscribed address signs up again', async () => {
    const { email, typed } = signup();
    await subscribe(services, typed);
    const first = await subscriberOf(email);
    await confirm(services, { token: first.confirmToken, ip: '::1' });
    await unsubscribe(services, first.unsubscribeToken);
    await ageMail(db, email, 11);

    expect(await subscribe(services, { ...typed, ip: '203.0.113.77' })).toBe('confirmation-sent');
    const again = await subscriberOf(email);
    expect(again).toMatchObject({
      id: first.id,
      status: 'pending',
      signupIp: '203.0.113.77',
      confirmedAt: null,
      confirmIp: null,
      unsubscribedAt: null,
    });
    expect(again.confirmToken).not.toBe(first.confirmToken);
    expect(again.unsubscribeToken).not.toBe(first.unsubscribeToken);
    expect((await outboxRows(db, email)).at(-1)).toMatchObject({
      kind: 'subscription-confirm',
      payload: { confirmToken: again.confirmToken },
    });
    expect(await confirm(services, { token: first.confirmToken, ip: '::1' })).toBe('unknown');
  });

  it('lets concurrent sign-ups for one address make one subscriber and one mail', async () => {
    const { email, typed } = signup();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => subscribe(services, typed)));
    expect(outcomes).toContain('confirmation-sent');
    expect(outcomes).not.toContain('already-confirmed');
    expect(await subscriberRows(db, email)).toHaveLength(1);
    expect(await confirmMails(db, email)).toHaveLength(1);
  });
});
