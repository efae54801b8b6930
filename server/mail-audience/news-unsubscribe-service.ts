import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { findMailAddressByToken } from './mail-address-repository.ts';
import {
  addNewsOptOut,
  hasNewsOptOut,
  unsubscribeConfirmedSubscriber,
} from './news-opt-out-repository.ts';

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
): Promise<'unsubscribed' | 'unknown'> {
  const address = await findMailAddressByToken(ctx.db, token);
  if (!address) return 'unknown';
  await inTransaction(ctx.db, async (tx) => {
    await addNewsOptOut(tx, address.email);
    await unsubscribeConfirmedSubscriber(tx, address.email);
  });
  return 'unsubscribed';
}
