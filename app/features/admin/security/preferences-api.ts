import { getJson, request } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  adminPreferencesSchema,
  type AdminPreferences,
} from '#shared/contracts/admin-preferences.ts';

/** The signed-in admin's own settings. */
export function fetchPreferences(): Promise<AdminPreferences> {
  return getJson(adminApi.preferences, adminPreferencesSchema);
}

export function savePreferences(preferences: AdminPreferences): Promise<AdminPreferences> {
  return request(adminPreferencesSchema, adminApi.preferences, 'PUT', preferences);
}
