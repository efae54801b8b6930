import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { markMailFailed, releaseHeldMail, type OutboxRow } from './outbox-repository.ts';
import {
  holdRelay,
  lockRelayState,
  readRelayState,
  recordAccepted,
  saveRefusalRun,
  takeProbe,
  undoRefusalRun,
} from './relay-hold-repository.ts';
import type { OutboxNeighbours } from './outbox-neighbours.ts';
import type { SmtpRefusal } from './smtp-refusal.ts';

/**
 * Per-recipient refusals of different addresses in a row, with no mail accepted between them,
 * that prove the relay at fault rather than the addresses (decision 085): a list is never
 * that dead, a relay refusing everyone always is.
 */
export const relayFaultRun = 5;

/** The wait before the first probe of a held relay, doubled after each failed one up to the max. */
export const relayProbeSchedule = { baseMs: 30_000, maxMs: 15 * 60_000 } as const;

export interface RelayProbeSchedule {
  baseMs: number;
  maxMs: number;
}

/** What the outbox may do now: send, send one mail to probe a held relay, or nothing. */
export type RelayGate = 'open' | 'probe' | 'held';

/** Read before every claim: every instance sees the one hold in the database. */
export async function relayGate(db: Database, probe: RelayProbeSchedule): Promise<RelayGate> {
  if (await takeProbe(db, probe.maxMs)) return 'probe';
  return (await readRelayState(db))?.heldSince ? 'held' : 'open';
}

/** A mail was accepted; answers whether that ended a hold (the relay works again). */
export function relayAccepted(db: Database): Promise<boolean> {
  return recordAccepted(db);
}

type Claim = Pick<OutboxRow, 'id' | 'attempts' | 'recipient'>;

/**
 * The relay refused us: the outbox holds (unless it does already), and the mail goes back to
 * the queue, its attempt not counted, its address untouched. Answers whether this started the
 * hold.
 */
export async function relayRefused(
  db: Database,
  claim: Claim,
  reason: string,
  probe: RelayProbeSchedule,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await releaseHeldMail(tx, claim, reason);
    return holdRelay(tx, { reason, probeMs: probe.baseMs });
  });
}

/** What became of a per-recipient refusal. */
export type RecipientVerdict =
  /** The address is marked bounced and its mail failed (decision 066). */
  | 'bounced'
  /** The refusal completed a run: the relay is at fault, the run undone, the outbox held. */
  | 'tripped'
  /** The outbox is held: the refusal proves nothing, the mail waits. */
  | 'held';

/**
 * A per-recipient permanent refusal. While the outbox is held it proves nothing and the mail
 * waits. Otherwise the address is marked bounced and joins the run of refusals since the last
 * accepted mail; the `relayFaultRun`-th different address in a row trips the breaker and undoes
 * the run. An address of the run that last tripped it is bounced without counting again, so
 * a few dead addresses in a row cannot hold the outbox over and over.
 */
export async function recipientRefused(
  db: Database,
  claim: Claim,
  refusal: SmtpRefusal,
  reason: string,
  probe: RelayProbeSchedule,
  neighbours: OutboxNeighbours,
): Promise<RecipientVerdict> {
  const email = claim.recipient.toLowerCase();
  return inTransaction(db, async (tx) => {
    const state = await lockRelayState(tx);
    if (state.heldSince) {
      await releaseHeldMail(tx, claim, reason);
      return 'held';
    }
    await markMailFailed(tx, claim, reason);
    const suppressed = await neighbours.markAddressBounced(tx, email, refusal.response || reason);
    if (state.suspects.includes(email) || state.refusalRun.some((e) => e.email === email)) {
      return 'bounced';
    }
    const run = [...state.refusalRun, { email, outboxId: claim.id, suppressed }];
    if (run.length < relayFaultRun) {
      await saveRefusalRun(tx, { refusalRun: run });
      return 'bounced';
    }
    await undoRefusalRun(tx, run, neighbours);
    await saveRefusalRun(tx, { refusalRun: [], suspects: run.map((entry) => entry.email) });
    await holdRelay(tx, {
      reason: `${String(relayFaultRun)} different recipients refused in a row: ${reason}`,
      probeMs: probe.baseMs,
    });
    return 'tripped';
  });
}
