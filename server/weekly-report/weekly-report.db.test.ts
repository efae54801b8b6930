import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeAnalyticsBatch } from '#server/analytics/storage/analytics-store.ts';
import { analyticsDashboard } from '#server/analytics/dashboard/dashboard-service.ts';
import { insertUser } from '#server/auth/user-repository.ts';
import { outbox, users, type OrderStatus, type UserRole } from '#server/db/schema.ts';
import { mailPayloadSchemas } from '#server/mail/mail-kinds.ts';
import { MailWithdrawn } from '#server/mail/mail-message.ts';
import { adminOverview } from '#server/overview/overview-service.ts';
import { newVisit, pageView } from '#tests/analytics-events.ts';
import { testConfig, testMailSite } from '#tests/mail-fixtures.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { weeklyFigures } from './weekly-report-figures.ts';
import { renderWeeklyReport } from './weekly-report-mail.ts';
import { queueWeeklyReports } from './weekly-report-schedule.ts';
import { zoneSettings } from '#tests/zone-settings.ts';

// 2026-11-23 is a Monday: its report covers Monday 16 to Sunday 22 November, against 9 to 15.
const at = (iso: string) => new Date(iso);
const reportedWeek = '2026-11-16';

describe.each(testDrivers)('the weekly report on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;
  let nudges = 0;
  const queueAt = (iso: string) =>
    queueWeeklyReports({
      db: db(),
      clock: () => at(iso),
      settings: zoneSettings(),
      outbox: { nudge: () => void (nudges += 1) },
    });
  const reports = () => db().select().from(outbox).where(eq(outbox.kind, 'weekly-report'));
  const person = (email: string, role: UserRole, weeklyReport: boolean) =>
    insertUser(db(), { email, role, passwordHash: null }).then(async (user) => {
      await db().update(users).set({ weeklyReport }).where(eq(users.id, user.id));
      return user;
    });
  const render = (payload: unknown) =>
    renderWeeklyReport(mailPayloadSchemas['weekly-report'].parse(payload), {
      db: db(),
      config: testConfig(),
      site: testMailSite(),
      recipient: 'unused@csd.example',
    });

  it('queues one report per owner who wants it, on Mondays from 07:00 UTC, once a week', async () => {
    const reader = await person('owner@csd.example', 'owner', true);
    await person('quiet@csd.example', 'owner', false);
    await person('support@csd.example', 'support', true);
    await person('former@csd.example', 'user', true);

    expect(await queueAt('2026-11-23T06:59:59Z')).toBe(0);
    expect(await queueAt('2026-11-22T12:00:00Z')).toBe(0);
    expect(await queueAt('2026-11-24T07:00:00Z')).toBe(0);
    expect(await reports()).toHaveLength(0);

    expect(await queueAt('2026-11-23T07:00:00Z')).toBe(1);
    expect(nudges).toBe(1);
    // Every later hour of the day, and a second instance, find it sent.
    expect(await queueAt('2026-11-23T08:00:00Z')).toBe(0);
    expect(await queueAt('2026-11-23T23:59:00Z')).toBe(0);
    expect((await reports()).map((row) => [row.recipient, row.payload])).toEqual([
      // The zone travels with the report: a queued report counts the week it was queued for.
      ['owner@csd.example', { userId: reader.id, weekStart: reportedWeek, timeZone: 'UTC' }],
    ]);

    expect(await queueAt('2026-11-30T07:30:00Z')).toBe(1);
    expect((await reports()).at(-1)?.payload).toEqual({
      userId: reader.id,
      weekStart: '2026-11-23',
      timeZone: 'UTC',
    });
  });

  it('is withdrawn when its reader turned it off or lost the access since', async () => {
    const reader = await person('owner@csd.example', 'owner', true);
    const payload = { userId: reader.id, weekStart: reportedWeek };
    await expect(render(payload)).resolves.toMatchObject({ to: 'owner@csd.example' });
    await db().update(users).set({ role: 'support' }).where(eq(users.id, reader.id));
    await expect(render(payload)).rejects.toBeInstanceOf(MailWithdrawn);
    await db()
      .update(users)
      .set({ role: 'owner', weeklyReport: false })
      .where(eq(users.id, reader.id));
    await expect(render(payload)).rejects.toBeInstanceOf(MailWithdrawn);
  });

  const sale = (completedAt: string, amountCents = 4700, status: OrderStatus = 'completed') =>
    storedOrder(db(), {
      completedAt: at(completedAt),
      createdAt: at(completedAt),
      amountCents,
      status,
    });
  const visit = (moment: string, pagePath: string, utmSource?: string) =>
    storeAnalyticsBatch(db(), [
      pageView(newVisit(), at(moment), { pagePath, ...(utmSource ? { utmSource } : {}) }),
    ]);

  async function twoWeeksOfShop() {
    // The week reported: three paid orders (the last second of Sunday included), one of them
    // refunded, which stays an order (decision 092).
    await sale('2026-11-16T00:00:00Z');
    await sale('2026-11-22T23:59:59Z', 5900);
    await sale('2026-11-18T10:00:00Z', 4700, 'refunded');
    // Outside it: the Monday after, and the week before.
    await sale('2026-11-23T00:00:00Z');
    await sale('2026-11-10T09:00:00Z');
    await visit('2026-11-16T08:00:00Z', '/', 'reddit');
    await visit('2026-11-17T08:00:00Z', '/checkout', 'reddit');
    await visit('2026-11-19T08:00:00Z', '/blog/a', 'google');
    await visit('2026-11-22T22:00:00Z', '/');
    await visit('2026-11-11T08:00:00Z', '/', 'reddit');
    await visit('2026-11-12T08:00:00Z', '/blog/a');
    await visit('2026-11-23T00:00:01Z', '/', 'reddit');
  }

  it('reports the figures the Overview and the Analytics dashboard show for the same days', async () => {
    await twoWeeksOfShop();
    const figures = await weeklyFigures(db(), reportedWeek, 'UTC');
    // The Overview's last 7 days, read on Sunday's last millisecond, are the same days.
    const overview = await adminOverview({
      db: db(),
      clock: () => at('2026-11-22T23:59:59.999Z'),
      settings: zoneSettings(),
    });
    const lastWeek = overview.periods.find((period) => period.id === 'last7Days');
    expect(figures).toMatchObject({
      days: { from: '2026-11-16', to: '2026-11-22' },
      sales: lastWeek?.orders,
      netRevenue: lastWeek?.revenue,
      visitors: lastWeek?.visitors,
      conversionRate: lastWeek?.conversionRate,
    });
    expect(figures.sales).toEqual({ value: 3, previous: 1, change: 2 });
    // Paid orders per visit, as the Overview's.
    expect(figures.conversionRate).toEqual({ value: 3 / 4, previous: 1 / 2, change: 0.5 });
    expect(figures.netRevenue.value).toBe(47 + 59);
    expect(figures.refunds).toEqual({
      value: lastWeek?.refundedRevenue,
      previous: 0,
      change: null,
    });
    expect(figures.visitors).toEqual({ value: 4, previous: 2, change: 1 });

    const dashboard = await analyticsDashboard(
      { db: db(), clock: () => at('2026-11-22T12:00:00Z'), settings: zoneSettings() },
      { period: '7' },
    );
    expect(figures.topPages.map((page) => [page.key, page.count.value])).toEqual(
      dashboard.breakdowns.pages.map((page) => [page.key, page.count]),
    );
    expect(figures.topSources.map((source) => [source.key, source.count.value])).toEqual(
      dashboard.breakdowns.sources.map((source) => [source.key, source.count]),
    );
    expect(figures.topSources.find((source) => source.key === 'Reddit')?.count).toEqual({
      value: 2,
      previous: 1,
      change: 1,
    });
  });

  it('mails those figures with their changes and a link to the Overview, in both parts', async () => {
    await twoWeeksOfShop();
    const reader = await person('owner@csd.example', 'owner', true);
    const mail = await render({ userId: reader.id, weekStart: reportedWeek });
    expect(mail.to).toBe('owner@csd.example');
    expect(mail.subject).toBe('Weekly report 2026-11-16 to 2026-11-22 | Child Support Defense');
    expect(mail.text).toContain('- Sales: 3 (week before 1, +200%)');
    expect(mail.text).toContain('- Net revenue: $106 (week before $47, +126%)');
    expect(mail.text).toContain('- Refunds: $47 (week before $0, new)');
    expect(mail.text).toContain('- Visitors: 4 (week before 2, +100%)');
    expect(mail.text).toContain('- Conversion: 75.0% (week before 50.0%, +50%)');
    expect(mail.text).toContain('- Reddit: 2 (week before 1, +100%)');
    const overviewUrl = `${testMailSite().siteUrl}/admin`;
    expect(mail.text).toContain(`Open the Overview: ${overviewUrl}`);
    expect(mail.html).toContain(`href="${overviewUrl}"`);
    expect(mail.html).toContain('+126%');
  });
});
