import { useLocation, useNavigate } from 'react-router';
import { adminOrderPath, adminSections } from '#shared/admin-sections.ts';

/**
 * An order's address, carrying the search in view: closing the order then returns to the
 * list as it was, and the order's link can be shared with its search.
 */
export function useOrderLink(): (orderId: string) => string {
  const { search } = useLocation();
  return (orderId) => `${adminOrderPath(orderId)}${search}`;
}

/** Back to the Orders list, with the search the order was opened from. */
export function useCloseOrder(): () => void {
  const { search } = useLocation();
  const navigate = useNavigate();
  return () => void navigate(`${adminSections.orders.path}${search}`);
}
