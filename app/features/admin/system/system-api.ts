import { getJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { systemStatusSchema, type SystemStatus } from '#shared/contracts/system.ts';

export const systemKey = ['admin', 'system'] as const;

export function fetchSystemStatus(): Promise<SystemStatus> {
  return getJson(adminApi.system, systemStatusSchema);
}
