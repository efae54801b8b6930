import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unusedPdfWorkers } from '#tests/pdf-workers.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { startInstanceHeartbeat } from './instance-heartbeat.ts';
import { instanceHeartbeatRows, recordHeartbeat } from './instance-heartbeats-repository.ts';
import { thisInstance } from './instance.ts';

describe.each(testDrivers)('the instance heartbeat on %s', (driver) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(driver);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('reports this instance, forgets those unseen for a day, and leaves with a clean stop', async () => {
    const db = database.handle.db;
    const now = new Date();
    const pdf = { ...unusedPdfWorkers, restarts: () => 2 };
    const instance = thisInstance(new Date(now.getTime() - 60_000));
    const gone = {
      hostname: 'web-9',
      pid: 9,
      version: '0.0.1',
      startedAt: new Date(now.getTime() - 3 * 86_400_000),
      pdfWorkerRestarts: 0,
      rssBytes: 1,
    };
    await recordHeartbeat(db, {
      ...gone,
      instanceId: 'gone',
      seenAt: new Date(now.getTime() - 86_400_000 - 1_000),
    });
    await recordHeartbeat(db, {
      ...gone,
      instanceId: 'quiet',
      seenAt: new Date(now.getTime() - 3_600_000),
    });
    const heartbeat = startInstanceHeartbeat(
      { db, clock: () => now, instance, pdf },
      pino({ level: 'silent' }),
    );
    await expect
      .poll(async () => (await instanceHeartbeatRows(db)).map((row) => row.instanceId))
      .toEqual([instance.id, 'quiet']);
    const [own] = await instanceHeartbeatRows(db);
    expect(own).toMatchObject({
      hostname: instance.hostname,
      pid: process.pid,
      version: instance.version,
      startedAt: instance.startedAt,
      seenAt: now,
      pdfWorkerRestarts: 2,
    });
    expect(own?.rssBytes).toBeGreaterThan(0);
    await heartbeat.stop();
    expect((await instanceHeartbeatRows(db)).map((row) => row.instanceId)).toEqual(['quiet']);
  });
});
