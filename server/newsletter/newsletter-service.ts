import { randomBytes } from 'node:crypto';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { withinMailCaps } from '#server/mail/mail-caps.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { addNewsOptOut, removeNewsOptOut } from '#server/mail-audience/news-opt-out-repository.ts';
import {
  askForGuideReadyMail,
  findSubscriberByEmailForUpdate,
  findSubscriberByToken,
  insertPendingSubscriber,
  markSubscriberConfirmed,
  markSubscriberUnsubscribed,
  restartSubscription,
  type SubscriberTokens,
  unsubscribeConfirmedSubscriber,
} from './subscriber-repository.ts';

export type SubscribeOutcome = 'confirmation-sent' | 'confirmation-capped' | 'already-confirmed';
export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'unknown';
export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'unknown';
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'unknown';

const minute = 60_000;

/**
 * The most confirmation mails one address gets, however often it is signed up: anyone can
 * type any address, and each mail lands in a stranger's inbox until the link is used.
 */
const confirmationMailCaps = [
  { mails: 1, withinMs: 10 * minute },
  { mails: 3, withinMs: 24 * 60 * minute },
] as const;

/**
 * Sign-ups for one address count one at a time: the caller holds the subscriber's row lock,
 * or, for a new address, the unique insert lets only one of them enqueue.
 */
function confirmationMailAllowed(db: Database, email: string): Promise<boolean> {
  return withinMailCaps(
    db,
    { kind: 'subscription-confirm', recipient: email },
    confirmationMailCaps,
  );
}

/** 256 random bits each: the links in the mails are the only proof of owning the address. */
function newTokens(): SubscriberTokens {
  return {
    confirmToken: randomBytes(32).toString('base64url'),
    unsubscribeToken: randomBytes(32).toString('base64url'),
  };
}

export interface SubscribeInput {
  email: string;
  ip: string;
  /** Signed up at a checkout that could not sell yet: one mail when the guide goes on sale. */
  notifyWhenGuideReady?: boolean;
}

/**
 * Double opt-in sign-up. The caller answers every outcome the same way, so the endpoint
 * never tells who is subscribed or capped; a confirmed address gets no mail, and any other
 * gets no more confirmation mails than `confirmationMailCaps` allow, so none can be pestered.
 * The wish to hear when the guide is ready is kept with the sign-up (a confirmed address's
 * at once); it is acted on only once the address is confirmed.
 */
export async function subscribe(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  input: SubscribeInput,
): Promise<SubscribeOutcome> {
  const email = input.email.trim().toLowerCase();
  const notifyWhenGuideReady = input.notifyWhenGuideReady === true;
  const outcome = await inTransaction(ctx.db, async (tx): Promise<SubscribeOutcome> => {
    const existing = await findSubscriberByEmailForUpdate(tx, email);
    if (existing?.status === 'confirmed') {
      if (notifyWhenGuideReady) await askForGuideReadyMail(tx, existing.id);
      return 'already-confirmed';
    }
    // Over the cap nothing changes, not even an unsubscribed address's links: new links
    // without a mail to carry them could never be used.
    if (!(await confirmationMailAllowed(tx, email))) return 'confirmation-capped';
    let confirmToken: string;
    if (!existing) {
      const created = await insertPendingSubscriber(tx, {
        email,
        signupIp: input.ip,
        notifyWhenGuideReady,
        ...newTokens(),
      });
      // A concurrent sign-up for the same address inserted it first and sends its mail.
      if (!created) return 'confirmation-sent';
      confirmToken = created.confirmToken;
    } else if (existing.status === 'unsubscribed') {
      const tokens = newTokens();
      await restartSubscription(tx, existing.id, { ...tokens, signupIp: input.ip });
      confirmToken = tokens.confirmToken;
    } else {
      // Still pending: the first mail may have been lost, so it is sent again with the same link.
      confirmToken = existing.confirmToken;
    }
    if (existing && notifyWhenGuideReady) await askForGuideReadyMail(tx, existing.id);
    await enqueueMail(tx, {
      kind: 'subscription-confirm',
      recipient: email,
      payload: { confirmToken },
    });
    return 'confirmation-sent';
  });
  if (outcome === 'confirmation-sent') ctx.outbox.nudge();
  return outcome;
}

/** Stores when and from where consent was given, and sends the welcome mail once. */
export async function confirm(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  input: { token: string; ip: string },
): Promise<ConfirmOutcome> {
  const outcome = await inTransaction(ctx.db, async (tx): Promise<ConfirmOutcome> => {
    const subscriber = await findSubscriberByToken(tx, { confirmToken: input.token });
    if (!subscriber) return 'unknown';
    // An old confirmation link must never undo an unsubscribe.
    if (subscriber.status === 'unsubscribed') return 'unsubscribed';
    if (!(await markSubscriberConfirmed(tx, subscriber.id, input.ip))) return 'already-confirmed';
    // A confirmed subscription is a new, explicit consent: it lifts an earlier news unsubscribe.
    await removeNewsOptOut(tx, subscriber.email);
    await enqueueMail(tx, {
      kind: 'newsletter-welcome',
      recipient: subscriber.email,
      payload: { unsubscribeToken: subscriber.unsubscribeToken },
    });
    return 'confirmed';
  });
  if (outcome === 'confirmed') ctx.outbox.nudge();
  return outcome;
}

/** Ends the subscription and, with it, every marketing mail to the address (its news opt-out). */
export async function unsubscribe(
  ctx: Pick<ServerContext, 'db'>,
  token: string,
): Promise<UnsubscribeOutcome> {
  return inTransaction(ctx.db, async (tx): Promise<UnsubscribeOutcome> => {
    const subscriber = await findSubscriberByToken(tx, { unsubscribeToken: token });
    if (!subscriber) return 'unknown';
    await addNewsOptOut(tx, subscriber.email);
    return (await markSubscriberUnsubscribed(tx, subscriber.id))
      ? 'unsubscribed'
      : 'already-unsubscribed';
  });
}

/** What a link's page should offer, read without changing anything (mail scanners open links). */
export async function subscriptionStatus(
  ctx: Pick<ServerContext, 'db'>,
  token: { confirmToken: string } | { unsubscribeToken: string },
): Promise<SubscriptionStatus> {
  const subscriber = await findSubscriberByToken(ctx.db, token);
  return subscriber?.status ?? 'unknown';
}

/**
 * Ends the confirmed subscription of an address that left news by a news link
 * (`/mail/unsubscribe`, server/mail-audience/), in that unsubscribe's transaction.
 */
export function endNewsSubscription(tx: Database, email: string): Promise<void> {
  return unsubscribeConfirmedSubscriber(tx, email);
}
