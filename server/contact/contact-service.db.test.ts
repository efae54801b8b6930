import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { mailPayloadSchemas } from '#server/mail/mail-kinds.ts';
import { mailRenderers } from '#server/mail-renderers.ts';
import { unusedGuideCopies } from '#tests/pdf-workers.ts';
import { ageMail, contactMessageRows, outboxRows } from '#tests/db-rows.ts';
import { testConfig, testMailSite, testServerContext } from '#tests/mail-fixtures.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { sendContactMessage } from './contact-service.ts';

/** Renders the queued contact mails as the outbox worker would: payload parsed, then rendered. */
async function renderQueuedContactMails(db: Database) {
  const [ack, notify] = await outboxRows(db);
  if (ack?.kind !== 'contact-ack' || notify?.kind !== 'contact-notify') {
    throw new Error('expected the acknowledgement and the notification, in that order');
  }
  const context = (recipient: string) => ({
    db,
    config: testConfig(),
    site: testMailSite(),
    recipient,
  });
  return {
    ack: await mailRenderers(unusedGuideCopies)['contact-ack'](
      mailPayloadSchemas['contact-ack'].parse(ack.payload),
      context(ack.recipient),
    ),
    notify: await mailRenderers(unusedGuideCopies)['contact-notify'](
      mailPayloadSchemas['contact-notify'].parse(notify.payload),
      context(notify.recipient),
    ),
  };
}

function contactInput(overrides: Partial<Parameters<typeof sendContactMessage>[1]> = {}) {
  return {
    name: 'Sam Parent',
    email: 'sam@example.com',
    message: 'How do I answer a petition?\nThanks.',
    ip: '203.0.113.5',
    ...overrides,
  };
}

describe.each(testDrivers)('contact messages on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('store the message with the acknowledgement and the notification', async () => {
    database = await createTestDatabase(driver);
    const { db } = database.handle;
    const input = contactInput();
    const services = testServerContext(db);
    const { id } = await sendContactMessage(services, input);
    expect(services.nudges()).toBe(1);

    expect(await contactMessageRows(db)).toMatchObject([{ id, ...input }]);
    expect(await outboxRows(db)).toMatchObject([
      {
        kind: 'contact-ack',
        recipient: 'sam@example.com',
        payload: {},
        status: 'pending',
      },
      {
        kind: 'contact-notify',
        recipient: 'support@csd.example',
        payload: {
          name: 'Sam Parent',
          email: 'sam@example.com',
          message: input.message,
          messageId: id,
        },
        status: 'pending',
      },
    ]);
  });

  it('acknowledge the sender in fixed words: nothing typed reaches the unverified address', async () => {
    database = await createTestDatabase(driver);
    const { db } = database.handle;
    const spam = 'Buy cheap pills at spam.example';
    await sendContactMessage(
      testServerContext(db),
      contactInput({ name: spam, email: 'victim@example.com', message: `${spam} now` }),
    );

    const { ack, notify } = await renderQueuedContactMails(db);
    expect(ack.to).toBe('victim@example.com');
    for (const part of [ack.subject, ack.text, ack.html])
      expect(part).not.toContain('spam.example');
    expect(ack.text).toMatch(/^Hello,$/m);
    // Support still reads who wrote and what.
    expect(notify.to).toBe('support@csd.example');
    expect(notify.text).toContain(`From: ${spam} <victim@example.com>`);
    expect(notify.html).toContain(spam);
  });

  it('keep every message, but acknowledge one address at most once in 10 minutes and 3 times a day', async () => {
    database = await createTestDatabase(driver);
    const { db } = database.handle;
    const services = testServerContext(db);
    const victim = 'victim@example.com';
    const acks = async () =>
      (await outboxRows(db, victim)).filter((row) => row.kind === 'contact-ack').length;
    // 40 writers at once, each from its own address, naming the victim in any case.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sendContactMessage(
          services,
          contactInput({ email: i % 2 ? victim : 'Victim@Example.COM', ip: `198.51.100.${i}` }),
        ),
      ),
    );
    expect(await contactMessageRows(db)).toHaveLength(40);
    expect(await outboxRows(db, 'support@csd.example')).toHaveLength(40);
    expect(await acks()).toBe(1);

    for (const expected of [2, 3, 3]) {
      await ageMail(db, victim, 11);
      await sendContactMessage(services, contactInput({ email: victim }));
      expect(await acks()).toBe(expected);
    }
    // Another address is acknowledged as before.
    await sendContactMessage(services, contactInput({ email: 'sam@example.com' }));
    expect(await outboxRows(db, 'sam@example.com')).toHaveLength(1);
  });
});
