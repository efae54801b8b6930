import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { adminOrderPath } from '#shared/admin-sections.ts';
import type { AdminOrderRow } from '#shared/contracts/admin.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { formatDateTime } from '../kit/format.ts';
import { OrderAmount } from '../orders/order-amount.tsx';
import { OrderStatus } from '../orders/order-status.tsx';
import { overviewCopy } from './overview-copy.ts';

const copy = overviewCopy;

/** The newest orders, each a link to its detail in the Orders section. */
export function NewestOrders({ orders }: { orders: readonly AdminOrderRow[] }) {
  return (
    <AnalyticsCard icon={ShoppingBag} title={copy.newestOrders}>
      {orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noOrders}</p>
      ) : (
        <ul className="flex flex-col divide-y text-sm">
          {orders.map((order) => (
            <li key={order.id} className="py-2 first:pt-0 last:pb-0">
              <Link
                to={adminOrderPath(order.id)}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-sm hover:underline"
              >
                <span className="min-w-0 break-all">{order.customerEmail}</span>
                <span className="flex items-center gap-2">
                  <OrderAmount order={order} />
                  <OrderStatus status={order.status} />
                </span>
                <span className="w-full text-xs text-muted-foreground">
                  {formatDateTime(order.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AnalyticsCard>
  );
}
