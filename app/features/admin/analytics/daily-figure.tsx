import { lazy, Suspense, useId } from 'react';
import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDollars } from '../kit/format.ts';
import { pluralForm, type PluralForms } from '../kit/plural.ts';
import { formatCount, formatDay } from '../kit/analytics-format.ts';
import { analyticsCopy } from './analytics-copy.ts';
import { Skeleton } from './skeleton.tsx';

const copy = analyticsCopy.chart;

// Its own chunk: recharts is most of the tab's code and is needed only once figures are here.
const DailyChart = lazy(() =>
  import('./daily-chart.tsx').then((module) => ({ default: module.DailyChart })),
);

const chartBox = 'h-64 w-full sm:h-72';

function totalsOf(daily: AnalyticsDashboard['daily']) {
  return daily.reduce(
    (sum, row) => ({
      visitors: sum.visitors + row.visitors,
      pageViews: sum.pageViews + row.pageViews,
      conversions: sum.conversions + row.conversions,
      revenue: sum.revenue + row.revenue,
    }),
    { visitors: 0, pageViews: 0, conversions: 0, revenue: 0 },
  );
}

const counted = (forms: PluralForms, count: number) =>
  fillPlaceholders(pluralForm(forms, count), { n: formatCount(count) });

/**
 * The per-day chart with what it shows in words: a caption with the period and its totals,
 * and the numbers (net revenue included) as a table for screen readers; the drawing itself is
 * hidden from them.
 */
export function DailyFigure({ data }: { data: AnalyticsDashboard | undefined }) {
  const captionId = useId();
  if (data === undefined) return <Skeleton className={chartBox} />;
  const totals = totalsOf(data.daily);
  if (totals.visitors + totals.pageViews + totals.conversions === 0) {
    return <p className="text-sm text-muted-foreground">{copy.empty}</p>;
  }
  const quietDays = data.daily.filter((row) => row.visitors === 0).length;
  return (
    // Named by its caption explicitly: not every browser and checker derives it from figcaption.
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <figcaption id={captionId} className="text-sm text-muted-foreground">
        {fillPlaceholders(copy.summary, {
          from: formatDay(data.from),
          to: formatDay(data.to),
          visitors: counted(copy.totals.visitors, totals.visitors),
          pageViews: counted(copy.totals.pageViews, totals.pageViews),
          conversions: counted(copy.totals.conversions, totals.conversions),
        })}
      </figcaption>
      <p className="text-sm text-muted-foreground">
        {fillPlaceholders(copy.revenueTotal, { revenue: formatDollars(totals.revenue) })}
        {quietDays > 0 && ` ${counted(copy.quietDays, quietDays)}`}
      </p>
      <div className={chartBox} aria-hidden>
        <Suspense fallback={<Skeleton className="size-full" />}>
          <DailyChart daily={data.daily} />
        </Suspense>
      </div>
      {/* Hidden by a wrapper: a table ignores the 1 px width and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{copy.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.day}</th>
              <th scope="col">{copy.visitors}</th>
              <th scope="col">{copy.pageViews}</th>
              <th scope="col">{copy.conversions}</th>
              <th scope="col">{copy.revenue}</th>
            </tr>
          </thead>
          <tbody>
            {data.daily.map((row) => (
              <tr key={row.day}>
                <th scope="row">{formatDay(row.day)}</th>
                <td>{formatCount(row.visitors)}</td>
                <td>{formatCount(row.pageViews)}</td>
                <td>{formatCount(row.conversions)}</td>
                <td>{formatDollars(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
