import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { broadcastDetailSchema, broadcastsApi } from '#shared/contracts/admin-mail.ts';
import { sampleDraft } from './broadcast-fixtures.ts';

// A broadcast at scale, for bench:broadcast and the fault tests: its audience written in SQL,
// then created and sent through a running server's API, as the Mail section does.

/**
 * Confirmed subscribers reader-1@… to reader-`count`@…, in one statement, confirmed a year ago:
 * past the welcome series' window, so the broadcast is the only mail they get.
 */
export async function insertConfirmedSubscribers(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into subscribers (email, status, confirm_token, unsubscribe_token, confirmed_at)
    select 'reader-' || n || '@example.com', 'confirmed', md5('confirm' || n),
      md5('unsubscribe' || n), now() - interval '1 year'
    from generate_series(1, ${count}) as n`);
}

/** Creates a broadcast to the subscribers, at no rate limit, and sends it now; answers its id. */
export async function sendBroadcastNow(serverUrl: string, cookie: string): Promise<number> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(new URL(path, serverUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: serverUrl, Cookie: cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return broadcastDetailSchema.parse(await response.json());
  };
  const draft = await call(broadcastsApi.broadcasts, { ...sampleDraft, ratePerMinute: null });
  await call(broadcastsApi.send(draft.id), { sendAt: null });
  return draft.id;
}
