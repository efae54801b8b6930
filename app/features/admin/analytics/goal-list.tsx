import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { pluralForm } from '../kit/plural.ts';
import { formatCount, formatPercent } from '../kit/analytics-format.ts';
import { analyticsCopy } from './analytics-copy.ts';
import { goalLabel } from './goal-labels.ts';
import { ShareBar } from './share-bar.tsx';
import { SkeletonRows } from './skeleton.tsx';

const copy = analyticsCopy;

/** Each goal reached in the period, most first (as the server sends them): sessions and rate. */
export function GoalList({ goals }: { goals: AnalyticsDashboard['goals'] | undefined }) {
  if (goals === undefined) return <SkeletonRows />;
  if (goals.length === 0)
    return <p className="text-sm text-muted-foreground">{copy.goals.empty}</p>;
  return (
    <ol className="flex flex-col gap-3 text-sm">
      {goals.map((goal) => (
        <li key={goal.goal}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="min-w-0 font-medium break-all">{goalLabel(goal.goal)}</span>
            <span className="tabular-nums">
              <span className="font-semibold">
                {fillPlaceholders(pluralForm(copy.sessions, goal.sessions), {
                  n: formatCount(goal.sessions),
                })}
              </span>{' '}
              <span className="text-muted-foreground">
                {fillPlaceholders(copy.goals.rate, { percent: formatPercent(goal.rate) })}
              </span>
            </span>
          </div>
          {/* The rate, not the count against the largest: a bar says how many sessions got there. */}
          <ShareBar share={goal.rate} />
        </li>
      ))}
    </ol>
  );
}
