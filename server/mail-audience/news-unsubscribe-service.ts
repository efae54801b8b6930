import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { findMailAddressByToken } from './mail-address-repository.ts';
import { addNewsOptOut, hasNewsOptOut } from './news-opt-out-repository.ts';

/**
 * Ends the confirmed subscription of an address that left news, in the caller's transaction:
 * the newsletter's, handed in by the server (server/features.ts), as the subscribers are its
 * rows and it already imports this feature.
 */
export type EndNewsSubscription = (tx: Database, email: string) => Promise<void>;

export type NewsLinkState = 'subscribed' | 'unsubscribed' | 'unknown';

/** What an unsubscribe link's page should offer, read without changing anything. */
export async function newsLinkState(
  ctx: Pick<ServerContext, 'db'>,
  token: string,
): Promise<NewsLinkState> {
  const address = await findMailAddressByToken(ctx.db, token);
  if (!address) return 'unknown';
  return (await hasNewsOptOut(ctx.db, address.email)) ? 'unsubscribed' : 'subscribed';
}

/**
 * Stops news to the address a link names: its opt-out and the end of its confirmed
 * subscription, together. Repeating it changes nothing and answers the same.
 */
export async function unsubscribeFromNews(
  ctx: Pick<ServerContext, 'db'>,
  token: string,
  endSubscription: EndNewsSubscription,
): Promise<'unsubscribed' | 'unknown'> {
  const address = await findMailAddressByToken(ctx.db, token);
  if (!address) return 'unknown';
  await inTransaction(ctx.db, async (tx) => {
    await addNewsOptOut(tx, address.email);
    await endSubscription(tx, address.email);
  });
  return 'unsubscribed';
}
