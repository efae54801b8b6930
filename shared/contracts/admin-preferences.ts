import { z } from 'zod';

/**
 * `GET` and `PUT /api/admin/me/preferences`: the signed-in admin's own settings, the same shape
 * both ways. `saleAlerts`: a mail for every sale and refund. `weeklyReport`: the Monday mail
 * of last week's figures (sent to those who may open the Overview).
 */
export const adminPreferencesSchema = z.strictObject({
  saleAlerts: z.boolean(),
  weeklyReport: z.boolean(),
});
export type AdminPreferences = z.infer<typeof adminPreferencesSchema>;
