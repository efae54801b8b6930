import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { healthAlertMailCopy } from '#content/health-alert-mail.ts';
import { insertUser, setRole } from '#server/auth/user-repository.ts';
import { backupRuns, backupSchedule, outbox } from '#server/db/schema.ts';
import { mailPayloadSchemas } from '#server/mail/mail-kinds.ts';
import { MailWithdrawn } from '#server/mail/mail-message.ts';
import { scheduleMailRetry } from '#server/mail/outbox-repository.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { contactAckMail } from '#tests/mail-factories.ts';
import { testConfig, testMailSite } from '#tests/mail-fixtures.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { zoneSettings } from '#tests/zone-settings.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { renderHealthAlert } from './health-alert-mail.ts';
import { checkHealth, mailFailingMs } from './health-alerts.ts';

const hours = (count: number) => count * 60 * 60_000;
const start = new Date('2027-03-01T03:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe.each(testDrivers)('health alerts on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;
  const checkAt = (moment: Date) =>
    checkHealth({
      db: db(),
      clock: () => moment,
      settings: zoneSettings('America/Chicago'),
      outbox: { nudge: () => undefined },
    });
  const backup = (status: 'succeeded' | 'failed', startedAt: Date) =>
    db()
      .insert(backupRuns)
      .values({
        trigger: 'scheduled',
        instanceId: 'test',
        status,
        startedAt,
        finishedAt: new Date(startedAt.getTime() + 60_000),
      });
  const alerts = async () => (await outboxRows(db())).filter((row) => row.kind === 'health-alert');
  const render = (row: { recipient: string; payload: unknown } | undefined) => {
    if (!row) throw new Error('No such alert was queued.');
    return renderHealthAlert(mailPayloadSchemas['health-alert'].parse(row.payload), {
      db: db(),
      config: testConfig(),
      site: testMailSite(),
      recipient: row.recipient,
    });
  };

  it('tells the owners once when no backup succeeded for 48 hours, and once when one does', async () => {
    await insertUser(db(), { email: 'owner@csd.example', role: 'owner', passwordHash: null });
    await insertUser(db(), { email: 'support@csd.example', role: 'support', passwordHash: null });
    // A shop that never backed up and never set its schedule has not begun: nothing is due.
    expect(await checkAt(at(hours(1000)))).toEqual([]);

    await backup('succeeded', start);
    expect(await checkAt(at(hours(48)))).toEqual([]);
    await backup('failed', at(hours(24)));
    const overdue = at(hours(48) + 2 * 60_000);
    expect(await checkAt(overdue)).toEqual([{ kind: 'backups', event: 'opened', mailed: 1 }]);
    expect(await checkAt(at(hours(49)))).toEqual([]);
    await backup('failed', at(hours(50)));
    expect(await checkAt(at(hours(51)))).toEqual([]);

    await backup('succeeded', at(hours(72)));
    const closed = at(hours(73));
    expect(await checkAt(closed)).toEqual([{ kind: 'backups', event: 'recovered', mailed: 1 }]);
    expect(await checkAt(at(hours(74)))).toEqual([]);

    const [opening, recovery, ...more] = await alerts();
    expect(more).toEqual([]);
    expect([opening?.recipient, recovery?.recipient]).toEqual([
      'owner@csd.example',
      'owner@csd.example',
    ]);
    const openingMail = await render(opening);
    expect(openingMail.subject).toBe(
      `${healthAlertMailCopy.backups.subject} | ${testMailSite().brand}`,
    );
    // Since the last success ended, in the seller's zone.
    expect(openingMail.text).toContain('since Feb 28, 9:01 PM CST');
    expect(openingMail.text).toContain('https://csd.example/admin/system');
    const recoveryMail = await render(recovery);
    expect(recoveryMail.subject).toContain(healthAlertMailCopy.backups.recoveredSubject);
    expect(recoveryMail.text).toContain('None had for 3 days.');
  });

  it('gives a schedule turned on, or a new shop, the time to run twice, and none when off', async () => {
    await insertUser(db(), { email: 'owner@csd.example', role: 'owner', passwordHash: null });
    await backup('succeeded', start);
    const changed = at(hours(200));
    await db()
      .insert(backupSchedule)
      .values({ enabled: true, hour: 3, keep: 7, updatedAt: changed });
    expect(await checkAt(at(hours(200 + 47)))).toEqual([]);
    await db().update(backupSchedule).set({ enabled: false }).where(eq(backupSchedule.id, 1));
    expect(await checkAt(at(hours(200 + 100)))).toEqual([]);
    await db().update(backupSchedule).set({ enabled: true }).where(eq(backupSchedule.id, 1));
    expect(await checkAt(at(hours(200 + 100)))).toEqual([
      { kind: 'backups', event: 'opened', mailed: 1 },
    ]);
  });

  it('tells the owners of the moment: one added since gets the recovery, a demoted one nothing', async () => {
    const owner = await insertUser(db(), {
      email: 'owner@csd.example',
      role: 'owner',
      passwordHash: null,
    });
    const partner = await insertUser(db(), {
      email: 'partner@csd.example',
      role: 'owner',
      passwordHash: null,
    });
    await backup('succeeded', start);
    expect(await checkAt(at(hours(49)))).toEqual([{ kind: 'backups', event: 'opened', mailed: 2 }]);
    await setRole(db(), partner.id, 'support');
    await insertUser(db(), { email: 'new@csd.example', role: 'owner', passwordHash: null });
    await backup('succeeded', at(hours(50)));
    expect(await checkAt(at(hours(51)))).toEqual([
      { kind: 'backups', event: 'recovered', mailed: 2 },
    ]);
    const rows = await alerts();
    expect(rows.map((row) => [row.recipient, (row.payload as { event: string }).event])).toEqual([
      [owner.email, 'opened'],
      [partner.email, 'opened'],
      [owner.email, 'recovered'],
      ['new@csd.example', 'recovered'],
    ]);
    // The demoted owner's alert, waiting in the outbox, is withdrawn when its turn comes.
    await expect(render(rows[1])).rejects.toBeInstanceOf(MailWithdrawn);
    // An alert sent after its incident ended says so.
    expect((await render(rows[0])).text).toContain('it is already over since');
  });

  it('leaves out a mail whose own failure began before other mail got through', async () => {
    await insertUser(db(), { email: 'owner@csd.example', role: 'owner', passwordHash: null });
    await enqueueMail(db(), contactAckMail('full-mailbox@example.com'));
    const [stuck] = await outboxRows(db());
    if (!stuck) throw new Error('The mail was not queued.');
    await scheduleMailRetry(db(), { id: stuck.id, attempts: 0 }, { error: '452', delayMs: 1 });
    await enqueueMail(db(), contactAckMail('fine@example.com'));
    await db()
      .update(outbox)
      .set({ status: 'sent', sentAt: new Date(Date.now() + 1000) })
      .where(eq(outbox.recipient, 'fine@example.com'));
    expect(await checkAt(new Date(Date.now() + mailFailingMs * 3))).toEqual([]);
  });
});
