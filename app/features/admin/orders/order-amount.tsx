import type { AdminOrderRow } from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatMoney } from '../kit/format.ts';
import { ordersCopy } from './orders-copy.ts';

/** An order's amount in a list: the net (its revenue), and a taxed order's tax beside it. */
export function OrderAmount({
  order,
  className,
}: {
  order: Pick<AdminOrderRow, 'amount' | 'tax' | 'currency'>;
  /** How the net itself is set. */
  className?: string;
}) {
  return (
    <span className="flex items-baseline gap-1.5 tabular-nums">
      <span className={className}>{formatMoney(order.amount, order.currency)}</span>
      {order.tax > 0 && (
        <span className="text-xs text-muted-foreground">
          {fillPlaceholders(ordersCopy.listTax, { tax: formatMoney(order.tax, order.currency) })}
        </span>
      )}
    </span>
  );
}
