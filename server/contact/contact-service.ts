import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { insertContactMessage } from './contact-repository.ts';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  ip: string;
}

/**
 * Stores the message for the back office and, in the same transaction, queues the
 * acknowledgement to the sender and the notification to support: all three or none.
 */
export async function sendContactMessage(
  db: Database,
  input: ContactInput,
  config: Pick<Config, 'supportEmail'>,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const stored = await insertContactMessage(tx, input);
    // Fixed text only: the sender's address is unverified (see renderContactAck).
    await enqueueMail(tx, { kind: 'contact-ack', recipient: stored.email, payload: {} });
    await enqueueMail(tx, {
      kind: 'contact-notify',
      recipient: config.supportEmail,
      payload: {
        name: stored.name,
        email: stored.email,
        message: stored.message,
        messageId: stored.id,
      },
    });
    return { id: stored.id };
  });
}
