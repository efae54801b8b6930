/** One address's newsletter sign-up for a privacy export (server/privacy/), without its tokens. */
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { subscribers } from '#server/db/schema.ts';

const exportColumns = {
  status: subscribers.status,
  createdAt: subscribers.createdAt,
  signupIp: subscribers.signupIp,
  confirmedAt: subscribers.confirmedAt,
  confirmIp: subscribers.confirmIp,
  unsubscribedAt: subscribers.unsubscribedAt,
  notifyWhenGuideReady: subscribers.notifyWhenGuideReady,
};

export type PersonSubscriptionRow = Pick<
  typeof subscribers.$inferSelect,
  keyof typeof exportColumns
>;

/** The sign-up of `email` (stored lower-cased, one per address), if there is one. */
export async function subscriptionOfPerson(
  db: Database,
  email: string,
): Promise<PersonSubscriptionRow | undefined> {
  const [row] = await db
    .select(exportColumns)
    .from(subscribers)
    .where(eq(subscribers.email, email));
  return row;
}
