import type { Database } from '#server/db/database.ts';
import { analyticsConversions, type ConversionType } from '#server/db/analytics-schema.ts';
import type { ReceivedEvent } from './received-event.ts';

export interface ConversionInput {
  orderId: string;
  type: ConversionType;
  sessionId: string | null;
  visitorId: string | null;
  /** The money actually taken (purchase) or 0 (begin_checkout). */
  revenueCents: number;
  at: Date;
}

/**
 * Notes a conversion in the caller's transaction (the order's own): one row per order and
 * type, whoever asks twice. The next analytics flush rolls it up; checkout never waits on it.
 */
export async function recordConversion(tx: Database, input: ConversionInput): Promise<void> {
  await tx
    .insert(analyticsConversions)
    .values({
      orderId: input.orderId,
      conversionType: input.type,
      sessionId: input.sessionId,
      visitorId: input.visitorId,
      revenueCents: input.revenueCents,
      createdAt: input.at,
    })
    .onConflictDoNothing();
}

/**
 * Writes a batch of received events and every conversion not rolled up yet, with the rollups
 * they change, in one transaction.
 */
export function storeAnalyticsBatch(db: Database, events: ReceivedEvent[]): Promise<void> {
  return Promise.reject(new Error(`not built yet: ${typeof db}, ${events.length} events`));
}
