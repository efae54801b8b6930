import type { Database } from '#server/db/database.ts';
import type { MailKind, MailPayload } from '#server/mail/mail-kinds.ts';
import type { MailTransportConfig } from '#server/mail/mail-transport.ts';
import { enqueueMail, type MailToSend } from '#server/mail/outbox-repository.ts';

let sequence = 0;
const next = () => ++sequence;

/** A newsletter welcome: the one kind with every header and footer a marketing mail needs. */
export function welcomeMail(
  recipient = `parent-${next()}@example.com`,
): MailToSend<'newsletter-welcome'> {
  return {
    kind: 'newsletter-welcome',
    recipient,
    payload: { unsubscribeToken: `unsubscribe-${next()}` },
  };
}

export function contactAckMail(
  recipient = `sender-${next()}@example.com`,
): MailToSend<'contact-ack'> {
  return { kind: 'contact-ack', recipient, payload: {} };
}

/** A row as a bug or an old release could have stored it: the worker must not trust it. */
export async function enqueueRawMail(
  db: Database,
  row: { kind: string; payload: Record<string, unknown> },
): Promise<void> {
  await enqueueMail(db, {
    kind: row.kind as MailKind,
    recipient: 'broken@example.com',
    payload: row.payload as MailPayload<MailKind>,
  });
}

/** Talks to the test SMTP server in plain text: its STARTTLS certificate has expired. */
export function smtpConfig(port: number, dataDir = '/nonexistent'): MailTransportConfig {
  return {
    smtp: { host: '127.0.0.1', port, secure: false, user: undefined, password: undefined },
    dataDir,
  };
}
