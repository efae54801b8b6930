import { adminCopy } from '#content/admin-copy.ts';
import type { BroadcastStatus } from '#shared/contracts/admin-mail.ts';
import { StatusBadge, type StatusTone } from '../status-badge.tsx';

const tones: Record<BroadcastStatus, StatusTone> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'warning',
  paused: 'neutral',
  sent: 'success',
};

export function BroadcastStatusBadge({ status }: { status: BroadcastStatus }) {
  return <StatusBadge tone={tones[status]}>{adminCopy.mail.statuses[status]}</StatusBadge>;
}
