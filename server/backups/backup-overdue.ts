import { backupOverdueHours } from '#shared/contracts/system.ts';

const overdueMs = backupOverdueHours * 60 * 60_000;

/**
 * Whether backups have stopped: none succeeded in the last `backupOverdueHours`. A shop that
 * never made one counts from its start (`shopStartedAt`), so a brand-new shop is not warned
 * before its schedule has had the time to make the first.
 */
export function backupOverdue(
  now: Date,
  lastSucceededAt: Date | null,
  shopStartedAt: Date | null,
): boolean {
  const since = lastSucceededAt ?? shopStartedAt;
  return since !== null && now.getTime() - since.getTime() > overdueMs;
}
