import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { mailAddresses, mailOptOuts } from '#server/db/schema.ts';

/**
 * An erased address's marketing-mail record, deleted: its unsubscribe token, any bounce or
 * complaint, its opt-outs. Nothing hashed is kept (decision 110): the shop learns an address
 * again only from its owner's own new sign-up, checkout or message.
 */
export async function eraseMailAudienceAddress(
  db: Database,
  email: string,
): Promise<{ mailAddresses: number; mailOptOuts: number }> {
  const address = email.toLowerCase();
  const addresses = await db
    .delete(mailAddresses)
    .where(eq(mailAddresses.email, address))
    .returning({ email: mailAddresses.email });
  const optOuts = await db
    .delete(mailOptOuts)
    .where(eq(mailOptOuts.email, address))
    .returning({ email: mailOptOuts.email });
  return { mailAddresses: addresses.length, mailOptOuts: optOuts.length };
}
