import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import { mailPayloadSchemas, type MailKind, type MailPayload } from './mail-kinds.ts';
import {
  MailWithdrawn,
  type MailMessage,
  type MailRenderer,
  type MailSite,
} from './mail-message.ts';
import { mailFrom } from './mail-from.ts';
import type { MailTransport } from './mail-transport.ts';
import {
  recipientRefused,
  relayAccepted,
  relayRefused,
  type RelayProbeSchedule,
} from './relay-hold.ts';
import { smtpRefusal } from './smtp-refusal.ts';
import {
  markMailFailed,
  markMailSent,
  markMailWithdrawn,
  scheduleMailRetry,
  type OutboxRow,
} from './outbox-repository.ts';
import type { OutboxNeighbours } from './outbox-neighbours.ts';

/** One renderer per mail kind: a new kind cannot be enqueued without a way to render it. */
export type MailRenderers = { [Kind in MailKind]: MailRenderer<MailPayload<Kind>> };

export type MailWorkerConfig = Pick<
  Config,
  'mailFrom' | 'siteUrl' | 'supportEmail' | 'operator' | 'dataDir'
>;

export interface DeliveryOptions {
  db: Database;
  logger: Logger;
  transport: MailTransport;
  renderers: MailRenderers;
  config: MailWorkerConfig;
  /** The site settings as they are now: a mail is rendered when it is sent. */
  site: () => MailSite;
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** When a held outbox tries one mail to see whether the relay works again. */
  relayProbe: RelayProbeSchedule;
  /** What a refused recipient changes of the addresses and broadcasts. */
  neighbours: OutboxNeighbours;
}

/** A mail that can never be sent as stored: retrying would fail the same way. */
class PermanentMailError extends Error {}

/**
 * The default retry schedule: 1 s doubling to 1 h, then hourly, so a mail outlives an SMTP
 * outage of two days. The 59 waits between 60 attempts add up to at least 48.1 h (12
 * doubling ones, 4095 s, then 47 of an hour); outbox-delivery.test.ts sums them.
 */
export const defaultRetrySchedule = {
  maxAttempts: 60,
  backoffBaseMs: 1000,
  backoffMaxMs: 60 * 60_000,
} as const;

/** 1×, 2×, 4× … the base, capped, with up to 10% jitter so many failed mails do not retry in step. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (1 + Math.random() * 0.1));
}

/** Message-IDs stay the same on every retry, so a receiving server can spot a duplicate. */
export function outboxMessageId(id: number, siteUrl: string): string {
  return `<outbox-${id}@${new URL(siteUrl).hostname}>`;
}

function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(mailPayloadSchemas, kind);
}

async function render(row: OutboxRow, options: DeliveryOptions): Promise<MailMessage> {
  const kind = row.kind;
  if (!isMailKind(kind)) throw new PermanentMailError(`Unknown mail kind "${kind}".`);
  const parsed = mailPayloadSchemas[kind].safeParse(row.payload);
  if (!parsed.success) {
    throw new PermanentMailError(`Invalid ${kind} payload: ${parsed.error.message}`);
  }
  // The schema and the renderer are picked by the same kind; TypeScript cannot follow the pairing.
  const renderer = options.renderers[kind] as MailRenderer<typeof parsed.data>;
  return renderer(parsed.data, {
    db: options.db,
    config: options.config,
    site: options.site(),
    recipient: row.recipient,
  });
}

/** Renders, sends and records one claimed mail; a failure is scheduled for retry or given up. */
export async function deliverClaimedMail(row: OutboxRow, options: DeliveryOptions): Promise<void> {
  const { db, logger } = options;
  let accepted: { messageId: string; sentAt: Date };
  try {
    const message = await render(row, options);
    const messageId = outboxMessageId(row.id, options.config.siteUrl);
    const result = await options.transport.send({
      ...message,
      from: mailFrom(options.config, options.site()),
      messageId,
    });
    accepted = { messageId: result.messageId, sentAt: new Date() };
  } catch (error) {
    await recordFailure(row, error, options);
    return;
  }
  // Sent: from here on a failure must not lead to a retry that sends the mail again at once.
  await markMailSent(db, row.id, accepted);
  logger.info({ outboxId: row.id, kind: row.kind, messageId: accepted.messageId }, 'mail sent');
  if (await relayAccepted(db)) logger.warn('the mail server accepts mail again: the outbox sends');
}

async function recordFailure(
  row: OutboxRow,
  error: unknown,
  options: DeliveryOptions,
): Promise<void> {
  const { db, logger } = options;
  const reason = error instanceof Error ? error.message : String(error);
  const claim = { id: row.id, attempts: row.attempts };
  const context = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error: reason };
  if (error instanceof MailWithdrawn) {
    await markMailWithdrawn(db, claim, reason);
    logger.info(context, 'mail withdrawn: it is no longer to be sent');
    return;
  }
  const refusal = smtpRefusal(error, row.recipient);
  if (refusal?.fault === 'relay') {
    // The relay refuses us, not this address: nothing is suppressed, the mail waits, and no
    // more is sent until a probe gets through or an owner resumes (decision 085).
    if (await relayRefused(db, row, reason, options.relayProbe)) {
      logger.error(
        { ...context, responseCode: refusal.responseCode },
        'the mail server refuses the sender or relay: the outbox holds all mail',
      );
    }
    return;
  }
  if (refusal) {
    // The address does not exist or will never take mail: retrying cannot help, and later
    // marketing mail must not go there either, unless the refusal is one of a run that
    // shows the relay at fault.
    const verdict = await recipientRefused(
      db,
      row,
      refusal,
      reason,
      options.relayProbe,
      options.neighbours,
    );
    const messages = {
      bounced: 'mail refused for good: the address is marked bounced',
      held: 'mail refused while the outbox holds: it waits, the address is untouched',
      tripped: 'recipients refused in a row: the relay is at fault, the outbox holds all mail',
    } as const;
    const log = verdict === 'tripped' ? logger.error : logger.warn;
    log.call(logger, { ...context, responseCode: refusal.responseCode }, messages[verdict]);
    return;
  }
  if (error instanceof PermanentMailError || row.attempts >= options.maxAttempts) {
    await markMailFailed(db, claim, reason);
    logger.error(context, 'mail failed for good: it will not be sent');
    return;
  }
  const delayMs = retryDelayMs(row.attempts, options.backoffBaseMs, options.backoffMaxMs);
  await scheduleMailRetry(db, claim, { error: reason, delayMs });
  logger.warn({ ...context, retryInMs: delayMs }, 'mail not sent, will retry');
}
