import { and, eq, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { subscribers } from '#server/db/schema.ts';

export type Subscriber = typeof subscribers.$inferSelect;

export interface SubscriberTokens {
  confirmToken: string;
  unsubscribeToken: string;
}

/** Locks the row, so concurrent sign-ups for one address run one after the other. */
export async function findSubscriberByEmailForUpdate(
  db: Database,
  email: string,
): Promise<Subscriber | undefined> {
  const rows = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.email, email))
    .for('update');
  return rows[0];
}

/** Undefined when the address was inserted meanwhile by a concurrent sign-up. */
export async function insertPendingSubscriber(
  db: Database,
  subscriber: SubscriberTokens & {
    email: string;
    signupIp: string;
    notifyWhenGuideReady: boolean;
  },
): Promise<Subscriber | undefined> {
  const rows = await db
    .insert(subscribers)
    .values({ ...subscriber, status: 'pending' })
    .onConflictDoNothing({ target: subscribers.email })
    .returning();
  return rows[0];
}

/** A sign-up after an unsubscribe starts over: new links, no consent until confirmed again. */
export async function restartSubscription(
  db: Database,
  id: number,
  restart: SubscriberTokens & { signupIp: string },
): Promise<void> {
  await db
    .update(subscribers)
    .set({
      ...restart,
      status: 'pending',
      confirmedAt: null,
      confirmIp: null,
      unsubscribedAt: null,
    })
    .where(eq(subscribers.id, id));
}

export async function findSubscriberByToken(
  db: Database,
  token: { confirmToken: string } | { unsubscribeToken: string },
): Promise<Subscriber | undefined> {
  const condition =
    'confirmToken' in token
      ? eq(subscribers.confirmToken, token.confirmToken)
      : eq(subscribers.unsubscribeToken, token.unsubscribeToken);
  const rows = await db.select().from(subscribers).where(condition);
  return rows[0];
}

/** Stores the consent proof; false when the subscription was no longer pending. */
export async function markSubscriberConfirmed(
  db: Database,
  id: number,
  confirmIp: string,
): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, confirmIp })
    .where(and(eq(subscribers.id, id), eq(subscribers.status, 'pending')))
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

/** False when the address was already unsubscribed (its first unsubscribe time is kept). */
export async function markSubscriberUnsubscribed(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(and(eq(subscribers.id, id), ne(subscribers.status, 'unsubscribed')))
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

/** The subscriber wants one mail when the guide goes on sale (asked at a checkout that could not sell). */
export async function askForGuideReadyMail(db: Database, id: number): Promise<void> {
  await db.update(subscribers).set({ notifyWhenGuideReady: true }).where(eq(subscribers.id, id));
}

/**
 * The confirmed subscribers waiting to hear that the guide is on sale, their wish cleared in
 * the same statement: call it in the transaction that queues their mails, so each is told once.
 */
export function takeGuideReadyWishes(
  db: Database,
): Promise<Pick<Subscriber, 'email' | 'unsubscribeToken'>[]> {
  return db
    .update(subscribers)
    .set({ notifyWhenGuideReady: false })
    .where(and(eq(subscribers.notifyWhenGuideReady, true), eq(subscribers.status, 'confirmed')))
    .returning({ email: subscribers.email, unsubscribeToken: subscribers.unsubscribeToken });
}

/**
 * Ends the confirmed subscription of an address that left news by a news link, so the
 * Subscribers list tells the truth; a pending one stays pending (it never consented).
 */
export async function unsubscribeConfirmedSubscriber(db: Database, email: string): Promise<void> {
  await db
    .update(subscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(and(eq(subscribers.email, email.toLowerCase()), eq(subscribers.status, 'confirmed')));
}

/**
 * Query part: the subscribers confirmed from `from` to `to` (both included) and still
 * confirmed, as a subquery with `id`, `email` and `confirmed_at`, for the welcome series.
 */
export function confirmedBetween(from: SQL, to: SQL): SQL {
  return sql`select s.id, s.email, s.confirmed_at from subscribers s
    where s.status = 'confirmed' and s.confirmed_at >= ${from} and s.confirmed_at <= ${to}`;
}

/** Query part: every subscriber's `id` and `email`, as a subquery. */
export const subscriberAddresses = sql`select s.id, s.email from subscribers s`;

const confirmed = eq(subscribers.status, 'confirmed');

/** The confirmed subscribers, counted from subscribers_status_created_at_idx alone. */
export function countConfirmedSubscribers(db: Database): Promise<number> {
  return db.$count(subscribers, confirmed);
}

const isConfirmedSubscriber = (email: Column) => and(eq(subscribers.email, email), confirmed);

/**
 * Query part: the confirmed subscriber whose address `email` (another table's column) holds
 * (subscribers_email_key: one row at most), for `.leftJoin(join.table, join.on)`.
 */
export function joinConfirmedSubscriberOf(email: Column) {
  return { table: subscribers, on: isConfirmedSubscriber(email) };
}

/** Whether the left join of `joinConfirmedSubscriberOf` found a subscriber. */
export const joinedSubscriberFound = sql`${subscribers.id} is not null`.mapWith(Boolean);

/** Query part: the confirmed subscriber of the address `email` holds, for `exists`/`notExists`. */
export function confirmedSubscriberOf(db: Database, email: Column) {
  return db
    .select({ one: sql`1` })
    .from(subscribers)
    .where(isConfirmedSubscriber(email));
}

/** A subscriber's address and status, as the welcome series needs them. */
export async function findSubscriber(db: Database, id: number) {
  const [row] = await db
    .select({ email: subscribers.email, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.id, id));
  return row;
}
