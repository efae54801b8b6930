import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { startS3StandIn, type S3StandIn } from '#tests/s3-stand-in.ts';
import { createBackupRunner } from './backup-runner.ts';
import { abandonedBackupError, abandonedBackupMs, scheduledBackupPass } from './backup-schedule.ts';
import { insertBackupRun, newestBackupRuns, saveBackupSchedule } from './backup-runs-repository.ts';
import { createUser } from '#tests/admin-factory.ts';

const hourMs = 60 * 60_000;

/** Moves the test app's clock to `hour`:00 UTC of the next day (the shop's zone is UTC). */
function toHour(t: TestApp, hour: number): void {
  const now = t.ctx.clock();
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, hour);
  t.advanceClock(next - now.getTime());
}

async function keepOnly(t: TestApp, keep: number, enabled = true): Promise<void> {
  const owner = await createUser(t, { role: 'owner' });
  await saveBackupSchedule(t.ctx.db, { enabled, hour: 3, keep }, owner.id, t.ctx.clock());
}

async function backUp(t: TestApp) {
  t.advanceClock(1000);
  const run = await t.ctx.backups.startNow();
  if (!run) throw new Error('a backup was already running');
  await t.ctx.backups.idle();
  const [finished] = (await newestBackupRuns(t.ctx.db, 10)).filter((row) => row.id === run.id);
  if (!finished) throw new Error('the run vanished');
  return finished;
}

const filesIn = async (folder: string) => (await readdir(folder)).sort();

describe.each(testDrivers)('backups made by the server on %s', (driver) => {
  let t: TestApp;
  afterEach(async () => {
    await t.dispose();
  });

  it('writes a private file in $DATA_DIR/backups and records the run', async () => {
    t = await createTestApp(driver);
    const run = await backUp(t);
    expect(run).toMatchObject({ trigger: 'manual', status: 'succeeded', remoteStatus: 'none' });
    expect(run.instanceId).toBe(t.ctx.instance.id);
    expect(run.bytes).toBeGreaterThan(0);
    expect(run.finishedAt).not.toBeNull();
    const folder = t.ctx.backups.folder;
    expect(folder).toBe(join(t.database.dataDir, 'backups'));
    expect(await filesIn(folder)).toEqual([run.fileName]);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const file = await stat(join(folder, run.fileName ?? ''));
    expect(file.mode & 0o777).toBe(0o600);
    expect(file.size).toBe(run.bytes);
  });

  it('keeps the newest N backups and deletes the older files', async () => {
    t = await createTestApp(driver);
    await keepOnly(t, 2);
    const runs = [];
    for (let index = 0; index < 4; index += 1) runs.push(await backUp(t));
    expect(await filesIn(t.ctx.backups.folder)).toEqual(runs.slice(2).map((run) => run.fileName));
    // The runs stay, as history.
    expect((await newestBackupRuns(t.ctx.db, 10)).map((run) => run.status)).toEqual(
      Array(4).fill('succeeded'),
    );
  });

  it('never deletes the backup just made, even with a clock set back', async () => {
    t = await createTestApp(driver);
    await keepOnly(t, 1);
    await backUp(t);
    t.advanceClock(-hourMs);
    const latest = await backUp(t);
    expect(await filesIn(t.ctx.backups.folder)).toEqual([latest.fileName]);
  });

  it('records a failure on the run and leaves no partial file', async () => {
    t = await createTestApp(
      driver,
      {},
      {
        writeBackup: async () => Promise.reject(new Error('disk full')),
      },
    );
    const run = await backUp(t);
    expect(run).toMatchObject({ status: 'failed', error: 'disk full', bytes: null });
    expect(await filesIn(t.ctx.backups.folder)).toEqual([]);
  });

  it('makes one backup at a time on an instance', async () => {
    t = await createTestApp(driver);
    const [first, second] = await Promise.all([t.ctx.backups.startNow(), t.ctx.backups.startNow()]);
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await t.ctx.backups.idle();
    expect(await t.ctx.backups.startNow()).not.toBeNull();
  });

  it('backs up once a day at the hour: one of two instances claims the slot', async () => {
    t = await createTestApp(driver);
    const other = createBackupRunner({
      config: { ...t.ctx.config, dataDir: join(t.database.dataDir, 'other-instance') },
      db: t.ctx.db,
      logger: t.ctx.logger,
      clock: t.ctx.clock,
      instance: { id: 'the-other-instance' },
      write: async () => Promise.reject(new Error('not this one')),
    });
    toHour(t, 2);
    expect(await scheduledBackupPass(t.ctx)).toBeNull();
    t.advanceClock(hourMs);
    const started = await Promise.all([
      scheduledBackupPass(t.ctx),
      scheduledBackupPass({ ...t.ctx, backups: other }),
    ]);
    await Promise.all([t.ctx.backups.idle(), other.idle()]);
    expect(started.filter((run) => run !== null)).toHaveLength(1);
    const runs = await newestBackupRuns(t.ctx.db, 10);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      trigger: 'scheduled',
      slot: t.ctx.clock().toISOString().slice(0, 10),
    });
    // Later the same day: nothing more; the next day, the next one.
    t.advanceClock(5 * hourMs);
    expect(await scheduledBackupPass(t.ctx)).toBeNull();
    t.advanceClock(19 * hourMs);
    expect(await scheduledBackupPass(t.ctx)).not.toBeNull();
    await t.ctx.backups.idle();
  });

  it('makes no scheduled backup while the schedule is off', async () => {
    t = await createTestApp(driver);
    await keepOnly(t, 7, false);
    toHour(t, 12);
    expect(await scheduledBackupPass(t.ctx)).toBeNull();
    expect(await newestBackupRuns(t.ctx.db, 10)).toEqual([]);
  });

  it('marks a backup an instance left running for hours as failed', async () => {
    t = await createTestApp(driver);
    const now = t.ctx.clock();
    const left = await insertBackupRun(t.ctx.db, {
      trigger: 'manual',
      instanceId: 'a-stopped-instance',
      startedAt: new Date(now.getTime() - abandonedBackupMs - 1000),
      fileName: 'backup-20260101T000000000Z.csdb.gz',
    });
    const fresh = await insertBackupRun(t.ctx.db, {
      trigger: 'manual',
      instanceId: 'a-busy-instance',
      startedAt: new Date(now.getTime() - 60_000),
      fileName: 'backup-20260101T000001000Z.csdb.gz',
    });
    await keepOnly(t, 7, false);
    await scheduledBackupPass(t.ctx);
    const runs = await newestBackupRuns(t.ctx.db, 10);
    expect(runs.find((run) => run.id === left.id)).toMatchObject({
      status: 'failed',
      error: abandonedBackupError,
    });
    expect(runs.find((run) => run.id === fresh.id)).toMatchObject({ status: 'running' });
  });
});

describe.each(testDrivers)('copies of the backups in S3-compatible storage on %s', (driver) => {
  let s3: S3StandIn;
  let t: TestApp;
  beforeAll(async () => {
    // Two keys a page: retention reads every page of the listing.
    s3 = await startS3StandIn({ pageSize: 2 });
  });
  afterAll(async () => {
    await s3.close();
  });
  afterEach(async () => {
    s3.failing = false;
    s3.objects.clear();
    await t.dispose();
  });

  it('uploads each backup, plain and signed, and keeps the newest N there too', async () => {
    t = await createTestApp(driver, s3.env('shop/'));
    expect(t.ctx.backups.remote).toEqual({ bucket: s3.bucket, prefix: 'shop/' });
    // Not a backup: retention leaves what it did not make alone.
    s3.objects.set('shop/notes.txt', Buffer.from('keep me'));
    await keepOnly(t, 2);
    const runs = [];
    for (let index = 0; index < 4; index += 1) runs.push(await backUp(t));
    for (const run of runs) expect(run.remoteStatus).toBe('uploaded');
    expect([...s3.objects.keys()].sort()).toEqual(
      ['shop/notes.txt', ...runs.slice(2).map((run) => `shop/${run.fileName}`)].sort(),
    );
    const newest = runs[3];
    expect(s3.objects.get(`shop/${newest?.fileName}`)).toEqual(
      await readFile(join(t.ctx.backups.folder, newest?.fileName ?? '')),
    );
    expect(newest?.remoteKey).toBe(`shop/${newest?.fileName}`);
  });

  it('keeps the backup when the upload fails, with the failure on the run', async () => {
    t = await createTestApp(driver, s3.env());
    s3.failing = true;
    const run = await backUp(t);
    expect(run).toMatchObject({ status: 'succeeded', remoteStatus: 'failed', remoteKey: null });
    expect(run.error).toContain(`Upload to ${s3.bucket} failed`);
    expect(await filesIn(t.ctx.backups.folder)).toEqual([run.fileName]);
  });
});
