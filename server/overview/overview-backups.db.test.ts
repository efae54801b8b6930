import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { finishBackupRun, insertBackupRun } from '#server/backups/backup-runs-repository.ts';
import { insertUser } from '#server/auth/user-repository.ts';
import { users } from '#server/db/schema.ts';
import { adminOverviewSchema } from '#shared/contracts/admin-overview.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { zoneSettings } from '#tests/zone-settings.ts';
import { adminOverview } from './overview-service.ts';

const now = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60_000);

describe.each(testDrivers)("the Overview's last backup on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;
  const overview = async () =>
    adminOverviewSchema.parse(
      await adminOverview({ db: db(), clock: () => now, settings: zoneSettings() }),
    );
  const shopStarted = async (hours: number) => {
    const user = await insertUser(db(), {
      email: 'owner@shop.example',
      role: 'owner',
      passwordHash: null,
    });
    await db()
      .update(users)
      .set({ createdAt: hoursAgo(hours) })
      .where(eq(users.id, user.id));
  };
  const backup = async (hours: number, outcome: 'succeeded' | 'failed', bytes = 2048) => {
    const run = await insertBackupRun(db(), {
      trigger: 'scheduled',
      instanceId: 'instance-1',
      startedAt: hoursAgo(hours + 0.1),
      fileName: `backup-${hours}.csdb.gz`,
    });
    await finishBackupRun(
      db(),
      run.id,
      outcome === 'succeeded'
        ? { status: 'succeeded', finishedAt: hoursAgo(hours), bytes, rows: 10 }
        : { status: 'failed', finishedAt: hoursAgo(hours), error: 'disk full' },
    );
  };

  it('does not warn a shop started a day ago that has no backup yet', async () => {
    await shopStarted(24);
    expect(await overview()).toMatchObject({ lastBackup: null, backupOverdue: false });
  });

  it('warns once 48 hours passed without a backup that succeeded', async () => {
    await shopStarted(24 * 30);
    await backup(10, 'failed');
    expect(await overview()).toMatchObject({ lastBackup: null, backupOverdue: true });
    await backup(50, 'succeeded', 4096);
    expect(await overview()).toMatchObject({
      lastBackup: { at: hoursAgo(50).toISOString(), bytes: 4096 },
      backupOverdue: true,
    });
  });

  it('shows the newest backup that succeeded, and no warning', async () => {
    await shopStarted(24 * 30);
    await backup(30, 'succeeded', 1000);
    await backup(5, 'succeeded', 3000);
    await backup(1, 'failed');
    expect(await overview()).toMatchObject({
      lastBackup: { at: hoursAgo(5).toISOString(), bytes: 3000 },
      backupOverdue: false,
    });
  });
});
