import { CalendarDays } from 'lucide-react';
import type { OverviewFigure, OverviewPeriod } from '#shared/contracts/admin-overview.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { formatCount, formatPercent } from '../kit/analytics-format.ts';
import { formatDollars } from '../kit/format.ts';
import { definitionsCopy } from '../kit/kit-copy.ts';
import { FigureChange } from './figure-change.tsx';
import { overviewCopy } from './overview-copy.ts';

const copy = overviewCopy;
const definitions = definitionsCopy;

function Figure({
  label,
  figure,
  written,
  note,
  beside,
}: {
  label: string;
  figure: OverviewFigure;
  written: string;
  note?: string;
  /** A figure shown beside this one and not part of it (the tax beside the revenue). */
  beside?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-bold tabular-nums sm:text-xl">{written}</span>
        <FigureChange figure={figure} />
      </dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
      {beside && <dd className="text-xs text-muted-foreground">{beside}</dd>}
    </div>
  );
}

/** One period's four figures, each with its change against the period before and what it counts. */
export function PeriodCard({ period }: { period: OverviewPeriod }) {
  return (
    <AnalyticsCard
      icon={CalendarDays}
      title={copy.periods[period.id]}
      description={copy.comparedWith[period.id]}
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Figure
          label={copy.figures.orders}
          figure={period.orders}
          written={formatCount(period.orders.value)}
          note={`${fillPlaceholders(copy.refundedOrders, { n: formatCount(period.refundedOrders) })}. ${definitions.orders}`}
        />
        <Figure
          label={copy.figures.revenue}
          figure={period.revenue}
          written={formatDollars(period.revenue.value)}
          note={fillPlaceholders(copy.revenueDetail, {
            gross: formatDollars(period.grossRevenue),
            refunded: formatDollars(period.refundedRevenue),
          })}
          beside={fillPlaceholders(definitions.taxBeside, { tax: formatDollars(period.tax) })}
        />
        <Figure
          label={copy.figures.visitors}
          figure={period.visitors}
          written={formatCount(period.visitors.value)}
          note={definitions.visits}
        />
        <Figure
          label={copy.figures.conversionRate}
          figure={period.conversionRate}
          written={formatPercent(period.conversionRate.value)}
          note={definitions.conversion}
        />
      </dl>
    </AnalyticsCard>
  );
}
