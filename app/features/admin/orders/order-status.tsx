import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { orderStatusCopy } from './orders-copy.ts';

const known: Record<string, { tone: StatusTone; label: string }> = {
  completed: { tone: 'success', label: orderStatusCopy.completed },
  pending: { tone: 'warning', label: orderStatusCopy.pending },
  refunded: { tone: 'danger', label: orderStatusCopy.refunded },
  expired: { tone: 'neutral', label: orderStatusCopy.expired },
};

/** A badge for the statuses we know; any other status as the raw text it is stored as. */
export function OrderStatus({ status }: { status: string }) {
  const badge = Object.hasOwn(known, status) ? known[status] : undefined;
  if (!badge) return <span className="text-xs text-muted-foreground">{status}</span>;
  return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
}
