/**
 * What the back office says about backups: the Overview's card and warning, and the System
 * section's backups card (its list, "Back up now" and the schedule form).
 */
export const backupsCopy = {
  overview: {
    title: 'Last backup',
    /** "Dec 5, 2026, 3:02 AM · 12.4 MB" */
    summary: '{{time}} · {{size}}',
    none: 'No backup yet.',
    overdueTitle: 'No backup in 48 hours',
    overdueText:
      'No backup has succeeded in the last 48 hours. Check the backups in the System section.',
    toSystem: 'Open System',
  },
  card: {
    title: 'Backups',
    description:
      'The server backs the whole shop up to one file a day, in the data folder on this server.',
    remote: 'A copy of each goes to {{bucket}}/{{prefix}}.',
    noRemote: 'No copy goes to S3-compatible storage (BACKUP_S3_BUCKET is not set).',
    backUpNow: 'Back up now',
    backingUp: 'Backing up...',
    loading: 'Loading the backups...',
    recent: 'Recent backups',
    none: 'No backup made yet.',
    download: 'Download',
    downloadLabel: 'Download the backup of {{time}}',
    rows: { one: '{{n}} row', other: '{{n}} rows' },
    trigger: {
      scheduled: 'Scheduled',
      manual: 'Started by hand',
      command: 'npm run backup',
    },
    status: {
      running: 'Running',
      succeeded: 'Succeeded',
      failed: 'Failed',
    },
    remoteStatus: {
      none: '',
      uploaded: 'Copied to storage',
      failed: 'Copy failed',
    },
  },
  schedule: {
    title: 'Schedule',
    enabled: 'Back up every day',
    hour: 'Hour',
    /** Under the hour: "In the shop's time zone, America/Chicago." */
    hourHint: 'In the shop’s time zone, {{zone}}.',
    keep: 'Backups kept',
    keepHint: 'Older ones are deleted, here and in the storage.',
    save: 'Save schedule',
  },
  notices: {
    started: {
      title: 'Backup started',
      description: 'It is made in the background; the list shows it when it is done.',
    },
    startFailed: { title: 'Backup not started', description: 'Please try again in a moment.' },
    saved: { title: 'Schedule saved', description: 'The next backup follows the new schedule.' },
    saveFailed: { title: 'Schedule not saved', description: 'Please check the fields.' },
  },
} as const;
