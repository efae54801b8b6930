import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOrderRow } from '#shared/contracts/admin.ts';
import { formatDateTime } from '../kit/format.ts';
import { OrderStatus } from './order-status.tsx';
import { EmailText } from '../kit/email-text.tsx';
import { OrderAmount } from './order-amount.tsx';

interface OrderListProps {
  orders: readonly AdminOrderRow[];
  label: string;
  /** Each order's own address: a row is a link, so it opens, copies and opens in a new tab. */
  linkTo: (orderId: string) => string;
}

/**
 * Orders as rows: customer, e-mail, amount (the net) with a taxed order's tax beside it, status
 * and date; a row opens the order.
 */
export function OrderList({ orders, label, linkTo }: OrderListProps) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y rounded-md border">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={linkTo(order.id)}
            className="flex w-full items-center gap-3 px-3 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-4"
          >
            <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{order.customerName}</span>
                <span className="text-sm wrap-break-word text-muted-foreground">
                  <EmailText email={order.customerEmail} />
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:justify-end">
                <OrderAmount order={order} className="font-semibold" />
                <OrderStatus status={order.status} />
                <time dateTime={order.createdAt} className="text-xs text-muted-foreground">
                  {formatDateTime(order.createdAt)}
                </time>
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
