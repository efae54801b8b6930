import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';
import { formatClockTime } from '../kit/analytics-format.ts';
import { analyticsCopy } from './analytics-copy.ts';
import { SkeletonRows } from './skeleton.tsx';

/** The newest page views: the page and its device, and the time (HH:mm:ss, local). */
export function RecentActivity({
  activity,
}: {
  activity: AnalyticsDashboard['recentActivity'] | undefined;
}) {
  if (activity === undefined) return <SkeletonRows />;
  if (activity.length === 0) {
    return <p className="text-sm text-muted-foreground">{analyticsCopy.noPageViews}</p>;
  }
  return (
    <ol className="flex flex-col divide-y text-sm">
      {activity.map((view, index) => (
        <li
          // Two views of one page in the same second are possible: the position keeps keys apart.
          key={`${view.at}-${view.path}-${String(index)}`}
          className="flex items-start justify-between gap-3 py-2 first:pt-0 last:pb-0"
        >
          <span className="flex min-w-0 flex-col">
            <span className="font-medium break-all">{view.path}</span>
            <span className="text-xs text-muted-foreground">{view.device}</span>
          </span>
          <time dateTime={view.at} className="shrink-0 text-muted-foreground tabular-nums">
            {formatClockTime(view.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
