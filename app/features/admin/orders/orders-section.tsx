import { useParams } from 'react-router';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import { useCloseOrder } from './order-links.ts';
import { OrdersCard } from './orders-card.tsx';

/**
 * The Orders section, at /admin/orders with its search in the query, and at
 * /admin/orders/:orderId with that order open over the list: every order has its own address,
 * so a pasted link opens it whatever page of the list it is on.
 */
export function OrdersSection() {
  const { orderId } = useParams();
  const close = useCloseOrder();
  return (
    <>
      <OrdersCard />
      {orderId !== undefined && (
        // Keyed by the order: another order's address starts a fresh detail.
        <OrderDetailDialog key={orderId} orderId={orderId} onClose={close} />
      )}
    </>
  );
}
