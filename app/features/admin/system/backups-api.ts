import { getJson, postEmpty, request } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  backupScheduleSchema,
  backupsResponseSchema,
  backupStartedResponseSchema,
  type BackupSchedule,
  type BackupsResponse,
} from '#shared/contracts/system.ts';

/** Under 'admin', so signing out clears it with the rest. */
export const backupsKey = ['admin', 'backups'] as const;

export function fetchBackups(): Promise<BackupsResponse> {
  return getJson(adminApi.backups, backupsResponseSchema);
}

export async function startBackup(): Promise<void> {
  await postEmpty(adminApi.backups, backupStartedResponseSchema);
}

export function saveBackupSchedule(schedule: BackupSchedule): Promise<BackupSchedule> {
  return request(backupScheduleSchema, adminApi.backupSchedule, 'PUT', schedule);
}
