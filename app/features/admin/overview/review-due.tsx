import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { ReviewDue as OverviewReviewDue } from '#shared/contracts/publishing-oversight.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { formatDay } from '../kit/analytics-format.ts';
import { entryEditorPath } from '../publishing/entry-links.ts';
import { overviewCopy } from './overview-copy.ts';

const copy = overviewCopy;

/** The pages whose sources are overdue for a check, each linked to its editor. */
export function ReviewDue({ entries }: { entries: readonly OverviewReviewDue[] }) {
  return (
    <AnalyticsCard
      icon={CalendarClock}
      title={copy.reviewDue}
      description={copy.reviewDueDescription}
    >
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noReviewDue}</p>
      ) : (
        <ul className="flex flex-col divide-y text-sm">
          {entries.map((entry) => (
            <li key={entry.entryId} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
              <Link
                to={entryEditorPath(entry.kind, entry.entryId)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {entry.title}
              </Link>
              <span className="text-xs text-muted-foreground">
                {entry.oldestVerifiedOn
                  ? fillPlaceholders(copy.oldestVerified, {
                      day: formatDay(entry.oldestVerifiedOn),
                    })
                  : copy.noSources}
                {' · '}
                {entry.reviewedOn
                  ? fillPlaceholders(copy.reviewed, { day: formatDay(entry.reviewedOn) })
                  : copy.neverReviewed}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AnalyticsCard>
  );
}
