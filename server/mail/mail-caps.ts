import type { Database } from '#server/db/database.ts';
import type { MailKind } from './mail-kinds.ts';
import { recentMail } from './outbox-repository.ts';

/** At most `mails` mails of a kind to one address within `withinMs`. */
export interface MailCap {
  mails: number;
  withinMs: number;
}

/**
 * Whether one more mail of this kind may go to this address, counted in the outbox (so
 * every instance and restart agrees). Call it holding a lock that makes requests for the
 * address take turns, or two at once could both pass.
 */
export async function withinMailCaps(
  db: Database,
  mail: { kind: MailKind; recipient: string },
  caps: readonly MailCap[],
): Promise<boolean> {
  for (const cap of caps) {
    if ((await recentMail(db, mail, cap.withinMs)).count >= cap.mails) return false;
  }
  return true;
}
