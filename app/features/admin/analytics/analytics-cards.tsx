import { Filter, Goal, History, Wallet } from 'lucide-react';
import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { analyticsCopy } from './analytics-copy.ts';
import { BreakdownCard } from './breakdown-card.tsx';
import { breakdownGroups } from './breakdown-groups.ts';
import type { ExportHref, FilterHandler } from './card-actions.ts';
import { CardExportLink } from './card-export-link.tsx';
import { FunnelSteps } from './funnel-steps.tsx';
import { GoalList } from './goal-list.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { RevenueBySource } from './revenue-by-source.tsx';

const copy = analyticsCopy;
const titles = copy.cards;

export interface AnalyticsCardsProps {
  /** Undefined while the first load runs: each card shows placeholders. */
  data: AnalyticsDashboard | undefined;
  /** A click on a ranked row: filter the whole dashboard by that value. */
  onFilter: FilterHandler;
  /** Each card's CSV address, for the period and filters on screen. */
  exportHref: ExportHref;
}

/**
 * The cards under the headline figures and the chart: where visitors came from and went,
 * goals, revenue by source, the funnel and the newest page views.
 */
export function AnalyticsCards({ data, onFilter, exportHref }: AnalyticsCardsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {breakdownGroups.map((group) => (
        <BreakdownCard
          key={group.id}
          group={group}
          breakdowns={data?.breakdowns}
          onFilter={onFilter}
          exportHref={exportHref}
        />
      ))}
      <AnalyticsCard
        icon={Goal}
        title={titles.goals}
        description={copy.goals.description}
        action={<CardExportLink href={exportHref('goals')} title={titles.goals} />}
      >
        <GoalList goals={data?.goals} />
      </AnalyticsCard>
      <AnalyticsCard
        icon={Wallet}
        title={titles.revenueBySource}
        description={copy.revenueBySource.description}
        action={
          <CardExportLink href={exportHref('revenueBySource')} title={titles.revenueBySource} />
        }
      >
        <RevenueBySource sources={data?.revenueBySource} />
      </AnalyticsCard>
      <AnalyticsCard icon={Filter} title={titles.funnel} description={copy.funnel.description}>
        <FunnelSteps funnel={data?.funnel} />
      </AnalyticsCard>
      <AnalyticsCard icon={History} title={titles.recentActivity}>
        <RecentActivity activity={data?.recentActivity} />
      </AnalyticsCard>
    </div>
  );
}
