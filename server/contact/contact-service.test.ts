import { afterEach, describe, expect, it } from 'vitest';
import { contactMessageRows, outboxRows } from '#tests/db-rows.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { sendContactMessage } from './contact-service.ts';

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
    const { id } = await sendContactMessage(db, input, { supportEmail: 'support@csd.example' });

    expect(await contactMessageRows(db)).toMatchObject([{ id, ...input }]);
    expect(await outboxRows(db)).toMatchObject([
      {
        kind: 'contact-ack',
        recipient: 'sam@example.com',
        payload: { name: 'Sam Parent', message: input.message },
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
});
