import type { BroadcastStatus, BroadcastSummary } from '#shared/contracts/admin-mail.ts';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { mailCopy } from './mail-copy.ts';

const tones: Record<BroadcastStatus, StatusTone> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'warning',
  paused: 'neutral',
  sent: 'success',
};

/**
 * Sent with no recipients: its audience was empty when its time came (a scheduled broadcast
 * counts its audience then), so it ended without a mail.
 */
export function reachedNobody(broadcast: Pick<BroadcastSummary, 'status' | 'recipients'>) {
  return broadcast.status === 'sent' && broadcast.recipients === 0;
}

export function BroadcastStatusBadge({
  broadcast,
}: {
  broadcast: Pick<BroadcastSummary, 'status' | 'recipients'>;
}) {
  if (reachedNobody(broadcast)) {
    return <StatusBadge tone="neutral">{mailCopy.reachedNobody}</StatusBadge>;
  }
  return (
    <StatusBadge tone={tones[broadcast.status]}>{mailCopy.statuses[broadcast.status]}</StatusBadge>
  );
}
