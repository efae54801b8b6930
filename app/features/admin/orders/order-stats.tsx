import type { OrderSummary } from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDollars } from '../kit/format.ts';
import { definitionsCopy } from '../kit/kit-copy.ts';
import { ordersCopy } from './orders-copy.ts';

const copy = ordersCopy;
const definitions = definitionsCopy;

interface Stat {
  label: string;
  value: string;
  /** What it counts. */
  definition: string;
  /** A figure beside it and not part of it: the tax beside the revenue. */
  beside?: string;
}

/**
 * The four totals over every order: paid orders (refunded ones among them), the unpaid
 * checkouts counted apart, and the revenue with the sales tax collected beside it; each says
 * what it counts.
 */
export function OrderStats({ summary }: { summary: OrderSummary }) {
  const stats: Stat[] = [
    { label: copy.totalOrders, value: String(summary.orders), definition: definitions.orders },
    {
      label: copy.refundedOrders,
      value: String(summary.refunded),
      definition: definitions.refunded,
    },
    {
      label: copy.unpaidCheckouts,
      value: String(summary.unpaidCheckouts),
      definition: definitions.unpaidCheckouts,
    },
    {
      label: copy.totalRevenue,
      value: formatDollars(summary.revenue),
      definition: definitions.revenue,
      beside: fillPlaceholders(definitions.taxBeside, { tax: formatDollars(summary.tax) }),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col gap-1 rounded-md border bg-background p-3 sm:p-4"
        >
          <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{stat.label}</dt>
          <dd className="text-xl font-bold tabular-nums sm:text-2xl">{stat.value}</dd>
          <dd className="text-xs text-muted-foreground">{stat.definition}</dd>
          {stat.beside && <dd className="text-xs text-muted-foreground">{stat.beside}</dd>}
        </div>
      ))}
    </dl>
  );
}
