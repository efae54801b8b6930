import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDollars } from '../kit/format.ts';
import { pluralForm } from '../kit/plural.ts';
import { formatCount } from '../kit/analytics-format.ts';
import { analyticsCopy } from './analytics-copy.ts';
import { sourceNote } from './breakdown-labels.ts';
import { ShareBar } from './share-bar.tsx';
import { SkeletonRows } from './skeleton.tsx';

const copy = analyticsCopy;

/**
 * Each first-touch source with its net revenue and kept purchases, most revenue first (as the
 * server sends them; a refunded purchase is taken out of its source).
 */
export function RevenueBySource({
  sources,
}: {
  sources: AnalyticsDashboard['revenueBySource'] | undefined;
}) {
  if (sources === undefined) return <SkeletonRows />;
  if (sources.length === 0)
    return <p className="text-sm text-muted-foreground">{copy.noPurchases}</p>;
  const largest = Math.max(...sources.map((source) => source.revenue));
  return (
    <ol className="flex flex-col gap-3 text-sm">
      {sources.map((source) => (
        <li key={source.source}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
              <span className="min-w-0 font-medium break-all">{source.source}</span>
              <span className="text-xs text-muted-foreground">
                {sourceNote(source.source) ?? ''}
              </span>
            </span>
            <span className="tabular-nums">
              <span className="font-semibold">{formatDollars(source.revenue)}</span>{' '}
              <span className="text-muted-foreground">
                {fillPlaceholders(pluralForm(copy.revenueBySource.purchases, source.purchases), {
                  n: formatCount(source.purchases),
                })}
              </span>
            </span>
          </div>
          <ShareBar share={largest > 0 ? source.revenue / largest : 0} />
        </li>
      ))}
    </ol>
  );
}
