import { useState } from 'react';
import { adminCopy } from '#content/admin-copy.ts';
import { analyticsPeriods, type AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import { cn } from '#app/lib/cn.ts';
import { AnalyticsCards } from '../analytics/analytics-cards.tsx';
import { PeriodPicker } from '../analytics/period-picker.tsx';
import { useAnalytics } from '../analytics/use-analytics.ts';
import { LoadStatus } from '../load-status.tsx';

const copy = adminCopy.analytics;

/**
 * The period's visitors, sales and where they came from. The figures refresh every 30 s; a
 * failed refresh or another period keeps the figures on screen until new ones arrive.
 */
export function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsPeriod>(analyticsPeriods[0]);
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
