import { z } from 'zod';

/**
 * The System section (owners): each running instance, mail waiting and failing by kind, the
 * last backup, stored copies against their limit and the database's size; and the backups.
 */
export const backupRunViewSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(['scheduled', 'manual', 'command']),
  status: z.enum(['running', 'succeeded', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  fileName: z.string().nullable(),
  bytes: z.number().nullable(),
  rows: z.number().nullable(),
  remoteStatus: z.enum(['none', 'uploaded', 'failed']),
  error: z.string().nullable(),
});
export type BackupRunView = z.infer<typeof backupRunViewSchema>;

/** Hours of the seller's day; backups kept: at least one, at most 90. */
export const backupScheduleSchema = z.object({
  enabled: z.boolean(),
  hour: z
    .number({ error: 'Choose an hour from 0 to 23.' })
    .int('Choose an hour from 0 to 23.')
    .min(0, 'Choose an hour from 0 to 23.')
    .max(23, 'Choose an hour from 0 to 23.'),
  keep: z
    .number({ error: 'Keep from 1 to 90 backups.' })
    .int('Keep from 1 to 90 backups.')
    .min(1, 'Keep from 1 to 90 backups.')
    .max(90, 'Keep from 1 to 90 backups.'),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

/** No backup succeeded for this long: Overview warns, and the owners are mailed. */
export const backupOverdueHours = 48;

/** `GET /api/admin/backups`: the newest runs, the schedule, and where copies go. */
export const backupsResponseSchema = z.object({
  runs: z.array(backupRunViewSchema),
  schedule: backupScheduleSchema,
  /** The seller's time zone, which the hour is in. */
  timeZone: z.string(),
  /** The bucket and prefix copies are uploaded to; null when only the folder is used. */
  remote: z.object({ bucket: z.string(), prefix: z.string() }).nullable(),
});
export type BackupsResponse = z.infer<typeof backupsResponseSchema>;

/** `POST /api/admin/backups`: a backup started now (202), made in the background. */
export const backupStartedResponseSchema = z.object({ run: backupRunViewSchema });

export const instanceViewSchema = z.object({
  instanceId: z.string(),
  hostname: z.string(),
  pid: z.number().int(),
  version: z.string(),
  startedAt: z.string(),
  seenAt: z.string(),
  uptimeSeconds: z.number(),
  pdfWorkerRestarts: z.number().int(),
  rssBytes: z.number(),
  /** The instance that answered this request. */
  current: z.boolean(),
  /** Reported within the last minute; else it stopped without saying so (kept for a day). */
  reporting: z.boolean(),
});
export type InstanceView = z.infer<typeof instanceViewSchema>;

export const mailKindHealthSchema = z.object({
  kind: z.string(),
  /** What the seller calls this mail (mail-kind labels). */
  label: z.string(),
  waiting: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
});
export type MailKindHealth = z.infer<typeof mailKindHealthSchema>;

export const healthIncidentViewSchema = z.object({
  kind: z.enum(['mail', 'backups']),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});

/** `GET /api/admin/system`. */
export const systemStatusSchema = z.object({
  instances: z.array(instanceViewSchema),
  mail: z.array(mailKindHealthSchema),
  lastBackup: backupRunViewSchema.nullable(),
  lastSucceededBackup: backupRunViewSchema.nullable(),
  storedCopies: z.object({ bytes: z.number(), limitBytes: z.number() }),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), bytes: z.number() }),
  /** Open incidents, and those closed in the last 7 days. */
  incidents: z.array(healthIncidentViewSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
