import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';

/** The pieces of text that name an erased person: their address and the names they gave. */
export interface PersonTexts {
  /** Lower-cased. */
  email: string;
  anonymous: string;
  names: readonly string[];
  orderIds: readonly string[];
}

/** `column` (text) holds one of `texts`, whatever the case. */
function holdsAny(column: SQL, texts: readonly string[]): SQL {
  const lowered = texts.map((text) => text.toLowerCase());
  return sql`exists (select 1 from unnest(${sql.param(lowered)}::text[]) t(part)
    where position(t.part in lower(${column})) > 0)`;
}

/** `text` as a pattern that matches it literally, for `regexp_replace(..., 'gi')`. */
const literalPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An erased person's mail in the outbox (decision 110): every row sent to them, about their
 * orders or holding their address or name keeps its kind, status and dates for the mail
 * figures, goes to their anonymous address instead, and loses the payload and the mail
 * server's answer that could name them; a row not sent yet is withdrawn. Answers the rows.
 */
export async function eraseOutboxMail(db: Database, person: PersonTexts): Promise<number> {
  const texts = [person.email, ...person.names];
  const [row] = await selectRows<{ erased: number }>(
    db,
    sql`with erased as (
      update outbox set
        recipient = case when lower(recipient) = ${person.email}
          then ${person.anonymous} else recipient end,
        payload = case when ${holdsAny(sql`payload::text`, texts)}
          then '{}'::jsonb else payload end,
        last_error = null,
        status = case when status = 'pending' then 'withdrawn' else status end,
        locked_until = null
      where lower(recipient) = ${person.email}
        or order_id = any(${sql.param([...person.orderIds])}::text[])
        or ${holdsAny(sql`payload::text`, texts)}
      returning 1
    ) select count(*)::int as erased from erased`,
  );
  return row?.erased ?? 0;
}

/**
 * The outbox's circuit breaker forgets the address: its refusals and suspects lose the
 * entries naming it, and the mail server's answer names the anonymous address instead.
 */
export async function eraseRelayStateAddress(db: Database, person: PersonTexts): Promise<number> {
  const [row] = await selectRows<{ erased: number }>(
    db,
    sql`with erased as (
      update mail_relay_state set
        refusal_run = coalesce((select jsonb_agg(entry) from jsonb_array_elements(refusal_run) entry
          where lower(entry->>'email') <> ${person.email}), '[]'::jsonb),
        suspects = coalesce((select jsonb_agg(suspect) from jsonb_array_elements_text(suspects) suspect
          where lower(suspect) <> ${person.email}), '[]'::jsonb),
        held_reason = regexp_replace(held_reason, ${literalPattern(person.email)},
          ${person.anonymous}, 'gi')
      where position(${person.email} in lower(refusal_run::text || suspects::text
        || coalesce(held_reason, ''))) > 0
      returning 1
    ) select count(*)::int as erased from erased`,
  );
  return row?.erased ?? 0;
}
