import type { ServerContext } from '#server/context.ts';
import { ServiceError } from '#server/service-error.ts';
import type { AdminPreferences } from '#shared/contracts/admin-preferences.ts';
import {
  findWeeklyReportSetting,
  setWeeklyReport,
} from '#server/auth/weekly-report-settings-repository.ts';
import {
  findSaleAlertsSetting,
  setSaleAlerts,
} from '#server/auth/sale-alert-settings-repository.ts';

// Not audited: a preference changes only which mail its own admin receives.

const noAccount = new ServiceError('not_found', 'not_found', 'This account no longer exists.');

/** The signed-in admin's own settings. */
export async function adminPreferences(
  ctx: Pick<ServerContext, 'db'>,
  userId: string,
): Promise<AdminPreferences> {
  const [saleAlerts, weeklyReport] = await Promise.all([
    findSaleAlertsSetting(ctx.db, userId),
    findWeeklyReportSetting(ctx.db, userId),
  ]);
  if (saleAlerts === undefined || weeklyReport === undefined) throw noAccount;
  return { saleAlerts, weeklyReport };
}

/** Stores the signed-in admin's own settings and answers them as stored. */
export async function saveAdminPreferences(
  ctx: Pick<ServerContext, 'db'>,
  input: { userId: string; preferences: AdminPreferences },
): Promise<AdminPreferences> {
  await setSaleAlerts(ctx.db, input.userId, input.preferences.saleAlerts);
  await setWeeklyReport(ctx.db, input.userId, input.preferences.weeklyReport);
  return adminPreferences(ctx, input.userId);
}
