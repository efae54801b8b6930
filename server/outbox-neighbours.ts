import type { OutboxNeighbours } from '#server/mail/outbox-neighbours.ts';
import {
  broadcastPaused,
  reopenFinishedBroadcasts,
} from '#server/broadcasts/broadcasts-repository.ts';
import {
  allowBouncedAgain,
  markAddressBounced,
} from '#server/mail-audience/suppression-repository.ts';

/**
 * The outbox's neighbours (decision 102): mail is the kit broadcasts and mail-audience build
 * on, so what it changes of theirs when a recipient is refused, and which broadcasts wait,
 * are their queries, handed to it here.
 */
export const outboxNeighbours: OutboxNeighbours = {
  markAddressBounced,
  allowBouncedAgain,
  reopenBroadcasts: reopenFinishedBroadcasts,
  broadcastPaused,
};
