import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import type { EntryKind } from '#shared/contracts/publishing.ts';

export interface ReviewDueRow {
  id: number;
  kind: EntryKind;
  title: string;
  slug: string;
  oldestVerifiedOn: string | null;
  reviewedOn: string | null;
}

/**
 * Published posts and state guides due for a review on `today` (a date): the oldest source's
 * `verifiedOn` (over the published jsonb's `sources`) is more than `months` months before it,
 * or, without sources, the last review (else the first publication) is. Oldest first, at most
 * `limit`.
 */
export async function reviewDueRows(
  db: Database,
  due: { today: string; months: number; limit: number },
): Promise<ReviewDueRow[]> {
  const oldest = sql`min((src->>'verifiedOn')::date)`;
  const cutoff = sql`(${due.today}::date - make_interval(months => ${due.months}::int))::date`;
  return selectRows<ReviewDueRow>(
    db,
    sql`select e.id, e.kind, e.published->>'title' as title, e.published->>'slug' as slug,
        ${oldest}::text as "oldestVerifiedOn", e.reviewed_on::text as "reviewedOn"
      from publishing_entries e
      left join lateral jsonb_array_elements(
        case when jsonb_typeof(e.published->'sources') = 'array' then e.published->'sources'
          else '[]'::jsonb end
      ) src on true
      where e.status = 'published' and e.published is not null
        and e.kind in ('post', 'state_guide')
      group by e.id
      having coalesce(${oldest}, e.reviewed_on, e.published_on) < ${cutoff}
      order by coalesce(${oldest}, e.reviewed_on, e.published_on), e.id
      limit ${due.limit}`,
  );
}
