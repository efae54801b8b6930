import { OrdersCard } from './orders-card.tsx';

/** Placeholder until the Orders section with its addressable search and detail lands. */
export function OrdersSection() {
  return <OrdersCard />;
}
