import type { OrderSummary } from '#shared/contracts/admin.ts';
import { adminCopy } from '#content/admin-copy.ts';
import { formatDollars } from '../format.ts';

const copy = adminCopy.orders;

/** The four totals over every order. */
export function OrderStats({ summary }: { summary: OrderSummary }) {
  const stats = [
    { label: copy.totalOrders, value: String(summary.total) },
    { label: copy.pendingOrders, value: String(summary.pending) },
    { label: copy.completedOrders, value: String(summary.completed) },
    { label: copy.totalRevenue, value: formatDollars(summary.revenue) },
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
        </div>
      ))}
    </dl>
  );
}
