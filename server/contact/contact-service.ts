import { contactCopy } from '#content/contact.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { withinMailCaps, type MailCap } from '#server/mail/mail-caps.ts';
import { enqueueMail, takeRecipientTurn } from '#server/mail/outbox-repository.ts';
import { isOwnCaseQuestion } from '#shared/own-case-question.ts';
import { insertContactMessage } from './contact-repository.ts';

const minute = 60_000;

/**
 * The most acknowledgements one address gets, however many messages name it: the address is
 * typed by whoever writes, and each mail would otherwise land in a stranger's inbox. The
 * messages themselves are all kept for the seller.
 */
const ackMailCaps: readonly MailCap[] = [
  { mails: 1, withinMs: 10 * minute },
  { mails: 3, withinMs: 24 * 60 * minute },
];

/** A message from the contact form (with the sender's name) or one the chat hands over (without). */
export type ContactInput = { email: string; message: string; ip: string } & (
  { source?: 'form' | undefined; name: string } | { source: 'chat' }
);

/**
 * Stores the message for the back office, marked when it asks about the sender's own case
 * (judged here from its text, whatever the client sends: support gives no legal advice, and
 * the inbox says so), and, in the same transaction, queues the
 * acknowledgement to the sender (within `ackMailCaps`) and the notification to support: all
 * or none. The outbox is woken once they are committed.
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
    const ownCase = isOwnCaseQuestion(message);
    const stored = await insertContactMessage(tx, { ...sender, email, message, ip, ownCase });
    // Fixed text only: the sender's address is unverified (see renderContactAck). Counted by
    // the address lower-cased, so a change of case is not a new address.
    const ack = { kind: 'contact-ack', recipient: stored.email.toLowerCase() } as const;
    await takeRecipientTurn(tx, ack);
    if (await withinMailCaps(tx, ack, ackMailCaps)) await enqueueMail(tx, { ...ack, payload: {} });
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
