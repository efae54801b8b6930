import type { Database } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';
import type { MailKind, MailPayload } from './mail-kinds.ts';

export interface MailToSend<Kind extends MailKind> {
  kind: Kind;
  recipient: string;
  payload: MailPayload<Kind>;
  orderId?: string;
}

/**
 * Puts a mail in the outbox. Call it with the transaction that makes the change the
 * mail reports, so that the change and its mail are stored together or not at all.
 */
export async function enqueueMail<Kind extends MailKind>(
  db: Database,
  mail: MailToSend<Kind>,
): Promise<void> {
  await db.insert(outbox).values({
    kind: mail.kind,
    recipient: mail.recipient,
    payload: mail.payload,
    orderId: mail.orderId ?? null,
  });
}
