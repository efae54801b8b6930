import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * The PostgreSQL channel on which an instance announces a change of what pages show (the
 * content settings, the uploaded images, the reviews shown, the guide's page count, the
 * newsletter archive, what the seller published); every instance listening reads them again.
 */
export const contentChangesChannel = 'content_changes';

/** What changed, as the notification's payload. */
export type ContentChange =
  'settings' | 'images' | 'reviews' | 'guide' | 'broadcasts' | 'publishing';

/** Announces a change; sent when the transaction commits, never for one that rolls back. */
export async function announceContentChange(tx: Database, change: ContentChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${contentChangesChannel}, ${change})`);
}
