import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';

/** `text` as a pattern that matches it literally, for `regexp_replace(..., 'gi')`. */
const literalPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Entries that name an erased address (a sign-in tried with it, an address an owner kept out of
 * mail) name their anonymous address instead; the entries themselves stay (decision 110).
 */
export async function eraseAuditAddress(
  db: Database,
  person: { email: string; anonymous: string },
): Promise<number> {
  const pattern = literalPattern(person.email);
  const replaced = (column: string) =>
    sql`regexp_replace(${sql.identifier(column)}, ${pattern}, ${person.anonymous}, 'gi')`;
  const [row] = await selectRows<{ erased: number }>(
    db,
    sql`with erased as (
      update audit_log set
        actor_email = ${replaced('actor_email')},
        target = ${replaced('target')},
        target_label = ${replaced('target_label')},
        detail = regexp_replace(detail::text, ${pattern}, ${person.anonymous}, 'gi')::jsonb
      where position(${person.email} in lower(actor_email || ' ' || coalesce(target, '') || ' '
        || coalesce(target_label, '') || ' ' || coalesce(detail::text, ''))) > 0
      returning 1
    ) select count(*)::int as erased from erased`,
  );
  return row?.erased ?? 0;
}
