import { ChartLine } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';
import type { AnalyticsExportCard } from '#shared/contracts/admin-analytics.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { analyticsExportHref } from './analytics-api.ts';
import { AnalyticsCards } from './analytics-cards.tsx';
import { analyticsCopy } from './analytics-copy.ts';
import { CardExportLink } from './card-export-link.tsx';
import { DailyFigure } from './daily-figure.tsx';
import { FilterChips } from './filter-chips.tsx';
import { GeoAttribution } from './geo-attribution.tsx';
import { HeadlineCards } from './headline-cards.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { useAnalytics } from './use-analytics.ts';
import { useAnalyticsQuery } from './use-analytics-query.ts';

const copy = analyticsCopy;

/**
 * The period's visitors, sales and where they came from, compared with the period before and
 * narrowed by the filters of the address. The figures refresh every 30 s; a failed refresh,
 * another period or another filter keeps the figures on screen until new ones arrive.
 */
export function AnalyticsSection() {
  const { query, setPeriod, setFilter, removeFilter, clearFilters } = useAnalyticsQuery();
  const analytics = useAnalytics(query);
  const { data, isPlaceholderData } = analytics;
  const failedFirstLoad = data === undefined && analytics.isError;
  const exportHref = (card: AnalyticsExportCard) => analyticsExportHref(query, card);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodPicker value={query.period} onChange={setPeriod} />
        <p role="status" className="text-sm text-muted-foreground">
          {isPlaceholderData ? copy.updating : ''}
        </p>
      </div>
      <FilterChips filters={query} onRemove={removeFilter} onClear={clearFilters} />
      <LoadStatus
        isPending={analytics.isPending}
        isError={analytics.isError}
        hasData={data !== undefined}
        error={analytics.error}
        loadingText={copy.loading}
        onRetry={() => void analytics.refetch()}
      />
      {!failedFirstLoad && (
        <div
          aria-busy={isPlaceholderData}
          className={cn(
            'flex flex-col gap-4 transition-opacity',
            isPlaceholderData && 'opacity-60',
          )}
        >
          <HeadlineCards data={data} />
          <AnalyticsCard
            icon={ChartLine}
            title={copy.cards.daily}
            action={<CardExportLink href={exportHref('daily')} title={copy.cards.daily} />}
          >
            <DailyFigure data={data} />
          </AnalyticsCard>
          <AnalyticsCards data={data} onFilter={setFilter} exportHref={exportHref} />
        </div>
      )}
      <GeoAttribution />
    </div>
  );
}
