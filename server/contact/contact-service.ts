import { contactCopy } from '#content/contact.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { insertContactMessage } from './contact-repository.ts';

/** A message from the contact form (with the sender's name) or one the chat hands over (without). */
export type ContactInput = { email: string; message: string; ip: string } & (
  { source?: 'form' | undefined; name: string } | { source: 'chat' }
);

/**
 * Stores the message for the back office and, in the same transaction, queues the
 * acknowledgement to the sender and the notification to support: all three or none. The
 * outbox is woken once they are committed.
 */
export async function sendContactMessage(
  ctx: Pick<ServerContext, 'db' | 'settings' | 'outbox'>,
  input: ContactInput,
): Promise<{ id: number }> {
  const { email, message, ip } = input;
  const sender =
    input.source === 'chat'
      ? { source: 'chat' as const, name: contactCopy.chatSenderName }
      : { source: 'form' as const, name: input.name };
  const stored = await inTransaction(ctx.db, async (tx) => {
    const stored = await insertContactMessage(tx, { ...sender, email, message, ip });
    // Fixed text only: the sender's address is unverified (see renderContactAck).
    await enqueueMail(tx, { kind: 'contact-ack', recipient: stored.email, payload: {} });
    await enqueueMail(tx, {
      kind: 'contact-notify',
      recipient: ctx.settings.current().supportEmail,
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
