import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatCount, formatPercent } from '../kit/analytics-format.ts';
import { analyticsCopy } from './analytics-copy.ts';
import { ShareBar } from './share-bar.tsx';
import { SkeletonRows } from './skeleton.tsx';

const copy = analyticsCopy.funnel;
const steps = ['sessions', 'viewedCheckout', 'startedPayment', 'purchased'] as const;

/** Sessions, then how many of them reached checkout, a payment and a purchase, as shares. */
export function FunnelSteps({ funnel }: { funnel: AnalyticsDashboard['funnel'] | undefined }) {
  if (funnel === undefined) return <SkeletonRows />;
  return (
    <ol className="flex flex-col gap-3 text-sm">
      {steps.map((step) => {
        const share = funnel.sessions === 0 ? 0 : funnel[step] / funnel.sessions;
        return (
          <li key={step}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{copy[step]}</span>
              <span className="tabular-nums">
                <span className="font-semibold">{formatCount(funnel[step])}</span>{' '}
                <span className="text-muted-foreground">
                  {fillPlaceholders(copy.share, { percent: formatPercent(share) })}
                </span>
              </span>
            </div>
            <ShareBar share={share} />
          </li>
        );
      })}
    </ol>
  );
}
