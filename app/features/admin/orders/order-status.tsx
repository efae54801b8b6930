import { adminCopy } from '#content/admin-copy.ts';
import { StatusBadge, type StatusTone } from '../status-badge.tsx';

const known: Record<string, { tone: StatusTone; label: string }> = {
  completed: { tone: 'success', label: adminCopy.orderStatus.completed },
  pending: { tone: 'warning', label: adminCopy.orderStatus.pending },
  refunded: { tone: 'danger', label: adminCopy.orderStatus.refunded },
  expired: { tone: 'neutral', label: adminCopy.orderStatus.expired },
};

/** A badge for the statuses we know; any other status as the raw text it is stored as. */
export function OrderStatus({ status }: { status: string }) {
  const badge = Object.hasOwn(known, status) ? known[status] : undefined;
  if (!badge) return <span className="text-xs text-muted-foreground">{status}</span>;
  return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
}
