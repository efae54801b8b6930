import type { Database } from '#server/db/database.ts';
import type { BroadcastPaused } from './outbox-repository.ts';

/**
 * What the outbox needs of the features that build on it (decision 102): the addresses of
 * server/mail-audience and the broadcasts of server/broadcasts. Mail imports neither; the shell
 * passes these in where the worker is built (server/outbox-neighbours.ts).
 */
export interface OutboxNeighbours {
  /** Keeps an address out after a permanent refusal; answers whether this kept it out. */
  markAddressBounced(tx: Database, email: string, detail: string): Promise<boolean>;
  /** Lets addresses a run of refusals marked bounced get marketing mail again. */
  allowBouncedAgain(tx: Database, emails: string[]): Promise<void>;
  /** Sends again the broadcasts that finished while their mail, now pending again, failed. */
  reopenBroadcasts(tx: Database, ids: number[]): Promise<void>;
  broadcastPaused: BroadcastPaused;
}
