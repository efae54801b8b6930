import type { Config } from './config/env.ts';
import type { Database } from './db/database.ts';
import type { Logger } from './logger.ts';
import type { PaymentProvider } from '#server/purchase/payment-provider.ts';

/** What the HTTP routes and services of a running server share. */
export interface ServerContext {
  config: Config;
  logger: Logger;
  db: Database;
  payments: PaymentProvider;
  /** Wakes the outbox worker after mail was enqueued, instead of waiting for its next poll. */
  mailer: { nudge(): void };
}
