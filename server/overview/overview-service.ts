import { adminOrderRow, newestOrders, salesIn, type Sales } from '#server/orders/orders.ts';
import { backupOverdue } from '#server/backups/backup-overdue.ts';
import { latestBackupRuns } from '#server/backups/backup-runs-repository.ts';
import { firstUserCreatedAt } from '#server/auth/user-repository.ts';
import { sessionsIn } from '#server/analytics/visits-repository.ts';
import { unhandledMessages } from '#server/contact/inbox-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { failedMail } from '#server/mail/outbox-repository.ts';
import { conversionRate, dollars, taxFigures } from '#server/revenue/revenue.ts';
import {
  overviewPeriodIds,
  type AdminOverview,
  type OverviewPeriod,
} from '#shared/contracts/admin-overview.ts';
import { dayIn } from '#shared/time-zone.ts';
import { compared, overviewWindows } from './overview-periods.ts';
import { reviewDue } from '#server/publishing/review-due-service.ts';
import type { SiteSettings } from '#server/site-settings/site-settings.ts';

const listed = { orders: 5, messages: 5, failedMail: 5 } as const;

interface Stretch {
  sales: Sales;
  visitors: number;
}

function period(
  id: OverviewPeriod['id'],
  window: { from: Date; to: Date },
  current: Stretch,
  previous: Stretch,
): OverviewPeriod {
  return {
    id,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    orders: compared(current.sales.paidOrders, previous.sales.paidOrders),
    refundedOrders: current.sales.refundedOrders,
    revenue: compared(dollars(current.sales.netCents), dollars(previous.sales.netCents)),
    grossRevenue: dollars(current.sales.grossCents),
    refundedRevenue: dollars(current.sales.refundedCents),
    ...taxFigures(current.sales),
    visitors: compared(current.visitors, previous.visitors),
    conversionRate: compared(
      conversionRate(current.sales.paidOrders, current.visitors),
      conversionRate(previous.sales.paidOrders, previous.visitors),
    ),
  };
}

/**
 * The owner's first screen: today, yesterday and the last 7 days against the period before,
 * the newest orders, the messages nobody handled and the mail that failed. Every figure is one
 * indexed query (sales and visitors each in one pass for all six stretches).
 */
export async function adminOverview(
  ctx: Pick<ServerContext, 'db' | 'clock'> & {
    settings: { current(): Pick<SiteSettings, 'timeZone' | 'reviewIntervalMonths'> };
  },
): Promise<AdminOverview> {
  const { timeZone } = ctx.settings.current();
  const windows = overviewWindows(ctx.clock(), timeZone);
  const stretches = overviewPeriodIds.flatMap((id) => [windows[id].current, windows[id].previous]);
  const [sales, visitors, orders, messages, mail, due, backups, shopStartedAt] = await Promise.all([
    salesIn(ctx.db, stretches),
    sessionsIn(ctx.db, stretches),
    newestOrders(ctx.db, listed.orders),
    unhandledMessages(ctx.db, listed.messages),
    failedMail(ctx.db, listed.failedMail),
    reviewDue(ctx),
    latestBackupRuns(ctx.db),
    firstUserCreatedAt(ctx.db),
  ]);
  const lastBackup = backups.lastSucceeded;
  const lastBackupAt = lastBackup?.finishedAt ?? lastBackup?.startedAt;
  const stretch = (index: number): Stretch => {
    const found = sales[index];
    if (!found) throw new Error(`No sales for stretch ${index}`);
    return { sales: found, visitors: visitors[index] ?? 0 };
  };
  return {
    timeZone,
    today: dayIn(ctx.clock(), timeZone),
    periods: overviewPeriodIds.map((id, index) =>
      period(id, windows[id].current, stretch(2 * index), stretch(2 * index + 1)),
    ),
    newestOrders: orders.map(adminOrderRow),
    messages: {
      unhandled: messages.total,
      newest: messages.newest.map((message) => ({
        ...message,
        createdAt: message.createdAt.toISOString(),
      })),
    },
    failedMail: {
      total: mail.total,
      newest: mail.newest.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    reviewDue: due,
    lastBackup: lastBackupAt ? { at: lastBackupAt, bytes: lastBackup?.bytes ?? 0 } : null,
    backupOverdue: backupOverdue(
      ctx.clock(),
      lastBackupAt ? new Date(lastBackupAt) : null,
      shopStartedAt,
    ),
  };
}
