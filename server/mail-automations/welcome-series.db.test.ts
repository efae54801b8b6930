import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { subscribers } from '#server/db/schema.ts';
import { MailWithdrawn } from '#server/mail/mail-message.ts';
import {
  markBounced,
  optOutOfNews,
  renderQueued,
  storedSubscriber,
  switchAutomation,
} from '#tests/automation-fixtures.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { testMailSite, testServerContext } from '#tests/mail-fixtures.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { queueAutomations, queueWelcomeSeries } from './automation-queue.ts';

const day = 86_400_000;
const confirmed = new Date('2026-11-20T12:00:00Z');
const after = (days: number) => new Date(confirmed.getTime() + days * day);

/** The server's context with its clock at `at`. */
const contextAt = (db: Database, at: Date) => ({ ...testServerContext(db), clock: () => at });

describe.each(testDrivers)('the welcome series on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  async function db() {
    database = await createTestDatabase(driver);
    return database.handle.db;
  }

  const tipsOf = async (handle: Database) =>
    (await outboxRows(handle))
      .filter((row) => row.kind === 'welcome-tip')
      .map((row) => ({ recipient: row.recipient, payload: row.payload }));

  it('sends each of the three tips once, on days 1, 3 and 7 after confirmation', async () => {
    const handle = await db();
    const { id } = await storedSubscriber(handle, {
      email: 'ana@example.com',
      confirmedAt: confirmed,
    });
    expect(await queueWelcomeSeries(contextAt(handle, after(0.9)))).toBe(0);

    const dayOne = contextAt(handle, after(1.01));
    expect(await queueAutomations(dayOne)).toEqual({ welcomeTips: 1, checkoutReminders: 0 });
    expect(dayOne.nudges()).toBe(1);
    // Again, and two runs at once (two instances), queue nothing more.
    expect(await queueWelcomeSeries(dayOne)).toBe(0);
    await Promise.all([queueWelcomeSeries(dayOne), queueWelcomeSeries(dayOne)]);
    expect(await queueWelcomeSeries(contextAt(handle, after(2.9)))).toBe(0);

    expect(await queueWelcomeSeries(contextAt(handle, after(3.01)))).toBe(1);
    expect(await queueWelcomeSeries(contextAt(handle, after(6.9)))).toBe(0);
    const dayEight = contextAt(handle, after(8));
    await Promise.all([queueWelcomeSeries(dayEight), queueWelcomeSeries(dayEight)]);
    expect(await queueWelcomeSeries(contextAt(handle, after(9.5)))).toBe(0);

    expect(await tipsOf(handle)).toEqual(
      [1, 2, 3].map((step) => ({
        recipient: 'ana@example.com',
        payload: { subscriberId: id, step },
      })),
    );
  });

  it('never mails subscribers confirmed long before: turning it on starts with new ones', async () => {
    const handle = await db();
    await storedSubscriber(handle, { email: 'old@example.com', confirmedAt: after(-30) });
    await storedSubscriber(handle, { email: 'mid@example.com', confirmedAt: after(-4) });
    // Four days ago: past day 1 and its two days of catch-up, inside day 3's window.
    expect(await queueWelcomeSeries(contextAt(handle, confirmed))).toBe(1);
    expect(await tipsOf(handle)).toMatchObject([
      { recipient: 'mid@example.com', payload: { step: 2 } },
    ]);
  });

  it('skips pending and unsubscribed subscribers, news opt-outs and bounced addresses', async () => {
    const handle = await db();
    const at = { confirmedAt: confirmed };
    await storedSubscriber(handle, { email: 'pending@example.com', status: 'pending', ...at });
    await storedSubscriber(handle, { email: 'gone@example.com', status: 'unsubscribed', ...at });
    await storedSubscriber(handle, { email: 'optout@example.com', ...at });
    await optOutOfNews(handle, 'optout@example.com');
    await storedSubscriber(handle, { email: 'bounced@example.com', ...at });
    await markBounced(handle, 'bounced@example.com');
    expect(await queueWelcomeSeries(contextAt(handle, after(1.5)))).toBe(0);
  });

  it('queues nothing while turned off, and withdraws the tips queued before', async () => {
    const handle = await db();
    await storedSubscriber(handle, { email: 'ana@example.com', confirmedAt: confirmed });
    expect(await queueWelcomeSeries(contextAt(handle, after(1.5)))).toBe(1);
    await switchAutomation(handle, 'welcome-series', false);
    const [queued] = await outboxRows(handle);
    if (!queued) throw new Error('no tip queued');
    await expect(renderQueued(handle, queued)).rejects.toBeInstanceOf(MailWithdrawn);
    expect(await queueWelcomeSeries(contextAt(handle, after(3.5)))).toBe(0);
  });

  it('withdraws a queued tip when the subscriber unsubscribed, opted out or bounced since', async () => {
    const handle = await db();
    const emails = ['left@example.com', 'optout@example.com', 'bounced@example.com'];
    for (const email of emails) await storedSubscriber(handle, { email, confirmedAt: confirmed });
    expect(await queueWelcomeSeries(contextAt(handle, after(1.5)))).toBe(3);
    await handle
      .update(subscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(subscribers.email, 'left@example.com'));
    await optOutOfNews(handle, 'optout@example.com');
    await markBounced(handle, 'bounced@example.com');
    for (const row of await outboxRows(handle)) {
      await expect(renderQueued(handle, row)).rejects.toBeInstanceOf(MailWithdrawn);
    }
  });

  it('sends the tip from the texts, with links to the site, a one-click unsubscribe and the postal address', async () => {
    const handle = await db();
    await storedSubscriber(handle, { email: 'ana@example.com', confirmedAt: confirmed });
    await queueWelcomeSeries(contextAt(handle, after(1.5)));
    const [row] = await outboxRows(handle);
    if (!row) throw new Error('no tip queued');
    const mail = await renderQueued(handle, row);
    const site = testMailSite();
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Tip 1 of 3: the deadlines to watch');
    expect(mail.html).toContain(`href="${site.siteUrl}/states/texas-child-support"`);
    expect(mail.text).toContain(
      `(${site.siteUrl}/blog/challenge-child-support-without-court-hearing)`,
    );
    expect(mail.text).toContain(site.offer.name);
    expect(mail.text).not.toContain('{{');
    const unsubscribe = /\/mail\/unsubscribe\?token=(\w+)/.exec(mail.text)?.[0];
    expect(unsubscribe).toBeDefined();
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${site.siteUrl}${unsubscribe ?? ''}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    for (const part of [mail.text, mail.html]) expect(part).toContain(site.operator.postalAddress);
  });
});
