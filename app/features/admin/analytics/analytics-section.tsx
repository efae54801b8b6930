import { useSearchParams } from 'react-router';
import { adminCopy } from '#content/admin-copy.ts';
import { analyticsPeriods, analyticsQuerySchema } from '#shared/contracts/admin-analytics.ts';
import { cn } from '#app/lib/cn.ts';
import { LoadStatus } from '../load-status.tsx';
import { AnalyticsCards } from './analytics-cards.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { useAnalytics } from './use-analytics.ts';

const copy = adminCopy.analytics;

/** The period in the address (`?days=30`, as the API takes it), or the default. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const parsed = analyticsQuerySchema.safeParse({ days: params.get('days') ?? undefined });
  const days = parsed.success ? parsed.data.days : analyticsPeriods[0];
  const setDays = (next: number) => setParams({ days: String(next) }, { preventScrollReset: true });
  return [days, setDays] as const;
}

/**
 * The period's visitors, sales and where they came from. The figures refresh every 30 s; a
 * failed refresh or another period keeps the figures on screen until new ones arrive.
 */
export function AnalyticsSection() {
  const [days, setDays] = usePeriod();
  const analytics = useAnalytics(days);
  const { data, isPlaceholderData } = analytics;
  const failedFirstLoad = data === undefined && analytics.isError;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodPicker value={days} onChange={setDays} />
        <p role="status" className="text-sm text-muted-foreground">
          {isPlaceholderData ? copy.updating : ''}
        </p>
      </div>
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
          className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}
        >
          <AnalyticsCards data={data} />
        </div>
      )}
    </div>
  );
}
