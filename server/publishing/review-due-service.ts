import type { ServerContext } from '#server/context.ts';
import type { SiteSettings } from '#server/site-settings/site-settings.ts';
import type { ReviewDue } from '#shared/contracts/publishing-oversight.ts';
import { postPath, stateGuidePath } from '#shared/published-content.ts';
import { dayIn } from '#shared/time-zone.ts';
import { reviewDueRows } from './review-due-repository.ts';

/** The Overview lists this many pages due for a review, the most overdue first. */
const listedReviewDue = 20;

/**
 * The published posts and state guides whose sources were last verified longer ago than the
 * review interval (a content setting), counted in the seller's days: read from the table, not
 * the published content in memory, so the Overview sees what every instance will serve.
 */
export async function reviewDue(
  ctx: Pick<ServerContext, 'db' | 'clock'> & {
    settings: { current(): Pick<SiteSettings, 'timeZone' | 'reviewIntervalMonths'> };
  },
): Promise<ReviewDue[]> {
  const { timeZone, reviewIntervalMonths } = ctx.settings.current();
  const rows = await reviewDueRows(ctx.db, {
    today: dayIn(ctx.clock(), timeZone),
    months: reviewIntervalMonths,
    limit: listedReviewDue,
  });
  return rows.map((row) => ({
    entryId: row.id,
    kind: row.kind,
    title: row.title,
    path: row.kind === 'post' ? postPath(row.slug) : stateGuidePath(row.slug),
    oldestVerifiedOn: row.oldestVerifiedOn,
    reviewedOn: row.reviewedOn,
  }));
}
