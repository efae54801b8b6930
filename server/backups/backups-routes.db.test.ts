import { gunzipSync } from 'node:zlib';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  backupsResponseSchema,
  backupStartedResponseSchema,
  backupScheduleSchema,
} from '#shared/contracts/system.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { insertBackupRun } from './backup-runs-repository.ts';

describe.each(testDrivers)('the backups API on %s', (driver) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    owner = await signedInAdmin(t, { role: 'owner' });
  });
  afterEach(async () => {
    await t.dispose();
  });

  const send = (method: string, path: string, body?: unknown, cookie = owner.cookie) =>
    apiRequest(t.app, method, path, body, { cookie });
  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;
  const list = async () => {
    const response = await send('GET', adminApi.backups);
    expect(response.status).toBe(200);
    return backupsResponseSchema.parse(await response.json());
  };

  it('lists nothing and the default schedule on a new shop', async () => {
    expect(await list()).toEqual({
      runs: [],
      schedule: { enabled: true, hour: 3, keep: 7 },
      timeZone: t.ctx.settings.current().timeZone,
      remote: null,
    });
  });

  it('starts a backup now (202), refuses a second while it runs (409), lists it once made', async () => {
    const started = await send('POST', adminApi.backups);
    expect(started.status).toBe(202);
    const { run } = backupStartedResponseSchema.parse(await started.json());
    expect(run).toMatchObject({ trigger: 'manual', status: 'running' });
    const again = await send('POST', adminApi.backups);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(/A backup is being made right now/);
    await t.ctx.backups.idle();
    const { runs } = await list();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: run.id, status: 'succeeded', remoteStatus: 'none' });
    expect((await auditEntries(t, 'backup_started')).map((entry) => entry.target)).toEqual([
      String(run.id),
    ]);
  });

  it('downloads a backup as a file, audited; 404s with a reason otherwise', async () => {
    await send('POST', adminApi.backups);
    await t.ctx.backups.idle();
    const [run] = (await list()).runs;
    if (!run?.fileName) throw new Error('no backup made');
    const download = await send('GET', adminApi.backupFile(run.id));
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${run.fileName}"`,
    );
    expect(download.headers.get('Cache-Control')).toBe('no-store');
    const body = Buffer.from(await download.arrayBuffer());
    expect(body).toEqual(await readFile(join(t.ctx.backups.folder, run.fileName)));
    expect(gunzipSync(body).length).toBeGreaterThan(0);
    expect(await auditEntries(t, 'backup_downloaded')).toHaveLength(1);

    const elsewhere = await insertBackupRun(t.ctx.db, {
      trigger: 'scheduled',
      instanceId: 'another-instance',
      startedAt: new Date(),
      fileName: 'backup-20260101T030000000Z.csdb.gz',
    });
    const failedHere = await send('GET', adminApi.backupFile(elsewhere.id));
    expect(failedHere.status).toBe(404);
    expect((await errorOf(failedHere)).message).toMatch(/did not succeed/);

    await rm(join(t.ctx.backups.folder, run.fileName));
    const deleted = await send('GET', adminApi.backupFile(run.id));
    expect(deleted.status).toBe(404);
    expect((await errorOf(deleted)).message).toMatch(/deleted/);

    for (const id of ['0', '-1', '99999', '1e3', '..%2F..%2Fetc', '%00', 'x'.repeat(500)]) {
      const response = await send('GET', `${adminApi.backups}/${id}/file`);
      // A NUL in the address is refused before any route (400); the rest name no backup.
      expect([400, 404], id).toContain(response.status);
    }
    expect(await auditEntries(t, 'backup_downloaded')).toHaveLength(1);
  });

  it('saves the schedule, audited, and refuses bad fields with a message each', async () => {
    const saved = await send('PUT', adminApi.backupSchedule, {
      enabled: false,
      hour: 22,
      keep: 30,
    });
    expect(saved.status).toBe(200);
    expect(backupScheduleSchema.parse(await saved.json())).toEqual({
      enabled: false,
      hour: 22,
      keep: 30,
    });
    expect((await list()).schedule).toEqual({ enabled: false, hour: 22, keep: 30 });
    const [entry] = await auditEntries(t, 'backup_schedule_changed');
    expect(entry?.detail).toEqual({
      before: { enabled: true, hour: 3, keep: 7 },
      after: { enabled: false, hour: 22, keep: 30 },
    });

    const bad = await send('PUT', adminApi.backupSchedule, { enabled: 'yes', hour: 24, keep: 0 });
    expect(bad.status).toBe(400);
    const fields = (await errorOf(bad)).fields;
    expect(Object.keys(fields ?? {}).sort()).toEqual(['enabled', 'hour', 'keep']);
    expect(fields).toMatchObject({
      hour: 'Choose an hour from 0 to 23.',
      keep: 'Keep from 1 to 90 backups.',
    });
    for (const body of [
      { enabled: true, hour: 2.5, keep: 7 },
      { enabled: true, hour: 3, keep: 91 },
      { enabled: true, hour: '3', keep: 7 },
      { enabled: true, hour: 3 },
      [],
      'x'.repeat(10_000),
      null,
    ]) {
      const response = await send('PUT', adminApi.backupSchedule, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const notJson = await t.app.request(adminApi.backupSchedule, {
      method: 'PUT',
      headers: { Cookie: owner.cookie, Origin: 'http://shop.test', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ enabled: true, hour: 1, keep: 1 }),
    });
    expect(notJson.status).toBe(415);
    expect((await list()).schedule).toEqual({ enabled: false, hour: 22, keep: 30 });
    expect(await auditEntries(t, 'backup_schedule_changed')).toHaveLength(1);
  });

  it('answers owners only, and only our own pages', async () => {
    for (const role of ['editor', 'support'] as const) {
      const { cookie } = await signedInAdmin(t, { role });
      expect((await send('GET', adminApi.backups, undefined, cookie)).status).toBe(403);
      expect((await send('POST', adminApi.backups, undefined, cookie)).status).toBe(403);
      const schedule = { enabled: false, hour: 1, keep: 1 };
      expect((await send('PUT', adminApi.backupSchedule, schedule, cookie)).status).toBe(403);
      expect((await send('GET', adminApi.backupFile(1), undefined, cookie)).status).toBe(403);
    }
    expect((await apiRequest(t.app, 'GET', adminApi.backups)).status).toBe(401);
    const crossSite = await apiRequest(t.app, 'POST', adminApi.backups, undefined, {
      cookie: owner.cookie,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await list()).runs).toEqual([]);
  });
});
