import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
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
 * acknowledgement to the sender and the notification to support: all three or none. The
 * outbox is woken once they are committed.
 */
export async function sendContactMessage(
  ctx: Pick<ServerContext, 'db' | 'config' | 'outbox'>,
  input: ContactInput,
): Promise<{ id: number }> {
  const stored = await inTransaction(ctx.db, async (tx) => {
    const stored = await insertContactMessage(tx, input);
    // Fixed text only: the sender's address is unverified (see renderContactAck).
    await enqueueMail(tx, { kind: 'contact-ack', recipient: stored.email, payload: {} });
    await enqueueMail(tx, {
      kind: 'contact-notify',
      recipient: ctx.config.supportEmail,
      payload: {
        name: stored.name,
        email: stored.email,
        message: stored.message,
        messageId: stored.id,
      },
    });
    return stored;
  });
  ctx.outbox.nudge();
  return { id: stored.id };
}
