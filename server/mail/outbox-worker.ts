import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import { smtpPoolConnections, type MailTransport } from './mail-transport.ts';
import type { MailSite } from './mail-message.ts';
import {
  defaultRetrySchedule,
  deliverClaimedMail,
  type MailRenderers,
  type MailWorkerConfig,
} from './outbox-delivery.ts';
import type { OutboxNeighbours } from './outbox-neighbours.ts';
import { claimDueMail, failExhaustedMail } from './outbox-repository.ts';
import { relayGate, relayProbeSchedule, type RelayProbeSchedule } from './relay-hold.ts';

export interface OutboxWorkerOptions {
  db: Database;
  logger: Logger;
  transport: MailTransport;
  renderers: MailRenderers;
  config: MailWorkerConfig;
  site: () => MailSite;
  /** What the outbox needs of mail-audience and broadcasts: server/outbox-neighbours.ts. */
  neighbours: OutboxNeighbours;
  /** How often the outbox is checked without a nudge. Default 1 s. */
  pollIntervalMs?: number;
  /** How long a claimed mail stays this worker's; longer than any send can take. Default 5 min. */
  leaseMs?: number;
  /** Attempts before a mail is marked failed. Default 60: retries span at least 48 h. */
  maxAttempts?: number;
  /** First retry delay, doubled on every failure. Default 1 s. */
  backoffBaseMs?: number;
  /** Longest retry delay. Default 1 h. */
  backoffMaxMs?: number;
  /** Mails claimed and sent together in one round. Default `outboxBatchSize`. */
  batchSize?: number;
  /** When a held outbox probes the relay. Default `relayProbeSchedule`. */
  relayProbe?: RelayProbeSchedule;
}

/**
 * Mails claimed and sent side by side in one round: ten for each pooled SMTP connection, so
 * every connection stays busy through a round (bench:broadcast: about 40 is where more stops
 * adding speed), while a round stays short (well under a second): a buyer's mail queued during
 * a broadcast waits at most for the round in flight, then is claimed before the broadcast's.
 */
export const outboxBatchSize = smtpPoolConnections * 10;

export interface OutboxWorker {
  /** Starts a pass now (after the one in flight), instead of at the next poll. */
  nudge(): void;
  /** Sends everything due now and resolves when done; errors reach the caller. */
  drain(): Promise<void>;
  /** Stops polling and waits for the pass in flight; call it before the database closes. */
  stop(): Promise<void>;
}

/** Sends the outbox's mail in the background: polls, claims, sends, retries with backoff. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, logger } = options;
  const batchSize = options.batchSize ?? outboxBatchSize;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const delivery = {
    ...options,
    maxAttempts: options.maxAttempts ?? defaultRetrySchedule.maxAttempts,
    backoffBaseMs: options.backoffBaseMs ?? defaultRetrySchedule.backoffBaseMs,
    backoffMaxMs: options.backoffMaxMs ?? defaultRetrySchedule.backoffMaxMs,
    relayProbe: options.relayProbe ?? relayProbeSchedule,
  };
  let stopped = false;
  let nudged = false;
  // Passes run one after another, never side by side: each task waits for the one before.
  let tail: Promise<unknown> = Promise.resolve();

  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  }

  /** Fails, and reports, the mail the claim will skip for good: see failExhaustedMail. */
  async function failExhausted(): Promise<void> {
    const rows = await failExhaustedMail(db, { maxAttempts: delivery.maxAttempts });
    for (const row of rows) {
      logger.error(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts },
        'mail failed for good: it will not be sent',
      );
    }
  }

  /**
   * Claims and sends batches until one comes back short: then nothing more is due. While the
   * relay is held nothing is claimed, except one mail when this instance takes the probe.
   */
  async function sendDueMail(): Promise<void> {
    await failExhausted();
    while (!stopped) {
      const gate = await relayGate(db, delivery.relayProbe);
      if (gate === 'held') return;
      const limit = gate === 'probe' ? 1 : batchSize;
      const rows = await claimDueMail(db, {
        limit,
        leaseMs,
        maxAttempts: delivery.maxAttempts,
        broadcastPaused: options.neighbours.broadcastPaused,
      });
      await Promise.all(
        rows.map((row) =>
          deliverClaimedMail(row, delivery).catch((error: unknown) => {
            // Sent or not, the row keeps its lease; it is retried once the lease ends.
            logger.error({ err: error, outboxId: row.id }, 'recording a mail delivery failed');
          }),
        ),
      );
      if (rows.length < limit) return;
    }
  }

  function nudge(): void {
    // Several nudges during a pass make one more pass, not one each.
    if (stopped || nudged) return;
    nudged = true;
    exclusive(() => {
      nudged = false;
      return sendDueMail();
    }).catch((error: unknown) => logger.error({ err: error }, 'outbox pass failed'));
  }

  const timer = setInterval(nudge, options.pollIntervalMs ?? 1000);
  // The poll alone must not keep a process alive that is otherwise done.
  timer.unref();
  // Mail left from before a restart goes out now, not after the first interval.
  nudge();

  return {
    nudge,
    drain: () => exclusive(sendDueMail),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await tail;
    },
  };
}
