import {
  Activity,
  ChartLine,
  DollarSign,
  Eye,
  FileText,
  Filter,
  History,
  MonitorSmartphone,
  Share2,
  TrendingDown,
  Users,
  Wallet,
} from 'lucide-react';
import { adminCopy } from '#content/admin-copy.ts';
import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDollars } from '../format.ts';
import { AnalyticsCard } from './analytics-card.tsx';
import {
  formatCount,
  formatDuration,
  formatOneDecimal,
  formatPercent,
} from './analytics-format.ts';
import { DailyFigure } from './daily-figure.tsx';
import { FunnelSteps } from './funnel-steps.tsx';
import { RankedList } from './ranked-list.tsx';
import { rankedItems } from './ranked-items.ts';
import { RecentActivity } from './recent-activity.tsx';
import { RevenueBySource } from './revenue-by-source.tsx';
import { StatCard } from './stat-card.tsx';

const copy = adminCopy.analytics;
const titles = copy.cards;

/** Fills `template`'s one placeholder, or nothing while there are no figures yet. */
function detail(
  data: AnalyticsDashboard | undefined,
  template: string,
  value: (d: AnalyticsDashboard) => Record<string, string>,
) {
  return data && fillPlaceholders(template, value(data));
}

/** Every card of the tab; without `data` (the first load) each shows placeholders. */
export function AnalyticsCards({ data }: { data: AnalyticsDashboard | undefined }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <StatCard
          icon={Users}
          title={titles.totalVisitors}
          value={data && formatCount(data.totalVisitors)}
          detail={detail(data, copy.unique, (d) => ({ n: formatCount(d.uniqueVisitors) }))}
        />
        <StatCard
          icon={Eye}
          title={titles.pageViews}
          value={data && formatCount(data.pageViews)}
          detail={detail(data, copy.perSession, (d) => ({
            n: formatOneDecimal(d.viewsPerSession),
          }))}
        />
        <StatCard
          icon={TrendingDown}
          title={titles.bounceRate}
          value={data && formatPercent(data.bounceRate)}
          detail={detail(data, copy.avgSession, (d) => ({
            duration: formatDuration(d.avgSessionSeconds),
          }))}
        />
        <StatCard
          icon={DollarSign}
          title={titles.revenue}
          value={data && formatDollars(data.revenue)}
          detail={detail(data, copy.conversion, (d) => ({
            percent: formatPercent(d.conversionRate),
          }))}
          note={detail(data, copy.revenueDetail, (d) => ({
            gross: formatDollars(d.grossRevenue),
            refunded: formatDollars(d.refundedRevenue),
          }))}
        />
        <StatCard
          icon={Activity}
          title={titles.activeUsers}
          value={data && formatCount(data.activeUsers)}
          detail={data && copy.activeUsersNote}
          className="col-span-2 lg:col-span-1"
        />
      </div>
      <AnalyticsCard icon={ChartLine} title={titles.daily}>
        <DailyFigure data={data} />
      </AnalyticsCard>
      <div className="grid gap-4 md:grid-cols-2">
        <AnalyticsCard icon={FileText} title={titles.topPages}>
          <RankedList
            items={
              data &&
              rankedItems(
                data.topPages.map((page) => [page.path, page.views]),
                copy.views,
              )
            }
            empty={copy.noPageViews}
          />
        </AnalyticsCard>
        <AnalyticsCard icon={Share2} title={titles.trafficSources}>
          <RankedList
            items={
              data &&
              rankedItems(
                data.trafficSources.map((source) => [source.source, source.sessions]),
                copy.sessions,
              )
            }
            empty={copy.noSessions}
          />
        </AnalyticsCard>
        <AnalyticsCard icon={MonitorSmartphone} title={titles.devices}>
          <RankedList
            items={
              data &&
              rankedItems(
                data.devices.map((device) => [device.device, device.views]),
                copy.views,
              )
            }
            empty={copy.noPageViews}
          />
        </AnalyticsCard>
        <AnalyticsCard icon={History} title={titles.recentActivity}>
          <RecentActivity activity={data?.recentActivity} />
        </AnalyticsCard>
        <AnalyticsCard icon={Filter} title={titles.funnel} description={copy.funnel.description}>
          <FunnelSteps funnel={data?.funnel} />
        </AnalyticsCard>
        <AnalyticsCard
          icon={Wallet}
          title={titles.revenueBySource}
          description={copy.revenueBySource.description}
        >
          <RevenueBySource sources={data?.revenueBySource} />
        </AnalyticsCard>
      </div>
    </div>
  );
}
