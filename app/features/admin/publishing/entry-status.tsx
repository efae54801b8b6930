import type { EntrySummary } from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { publishingCopy } from './publishing-copy.ts';

const copy = publishingCopy.status;

const tones: Record<EntrySummary['status'], StatusTone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  unpublished: 'warning',
};

/** An entry's state in words: its status (a scheduled one with its time) and unpublished changes. */
export function EntryStatus({ entry }: { entry: EntrySummary }) {
  const label =
    entry.status === 'scheduled' && entry.scheduledAt
      ? fillPlaceholders(copy.scheduled, { at: formatDateTime(entry.scheduledAt) })
      : copy[entry.status === 'scheduled' ? 'draft' : entry.status];
  return (
    <span className="flex flex-wrap gap-1.5">
      <StatusBadge tone={tones[entry.status]}>{label}</StatusBadge>
      {entry.hasDraftChanges && entry.status === 'published' && (
        <StatusBadge tone="warning">{copy.changes}</StatusBadge>
      )}
    </span>
  );
}

/** "Saved Nov 23, 2026, 4:52 PM by ana@example.com". */
export function savedLine(entry: Pick<EntrySummary, 'savedAt' | 'savedBy'>): string {
  const at = formatDateTime(entry.savedAt);
  return entry.savedBy
    ? fillPlaceholders(copy.saved, { at, by: entry.savedBy })
    : fillPlaceholders(copy.savedNobody, { at });
}
