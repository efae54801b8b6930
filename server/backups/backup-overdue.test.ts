import { describe, expect, it } from 'vitest';
import { backupOverdueHours } from '#shared/contracts/system.ts';
import { backupOverdue } from './backup-overdue.ts';

const now = new Date('2026-12-06T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60_000);

describe('backups overdue', () => {
  it('is not while a backup succeeded in the last 48 hours', () => {
    expect(backupOverdue(now, hoursAgo(backupOverdueHours - 1), hoursAgo(1000))).toBe(false);
  });

  it('is once the last success is older than 48 hours', () => {
    expect(backupOverdue(now, hoursAgo(backupOverdueHours + 1), hoursAgo(1000))).toBe(true);
  });

  it('gives a brand-new shop 48 hours for its first backup, then warns', () => {
    expect(backupOverdue(now, null, hoursAgo(2))).toBe(false);
    expect(backupOverdue(now, null, hoursAgo(backupOverdueHours + 1))).toBe(true);
  });

  it('is not for a shop with no account yet', () => {
    expect(backupOverdue(now, null, null)).toBe(false);
  });
});
