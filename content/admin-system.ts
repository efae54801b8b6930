/**
 * What the back office's System section says (owners): the instances running, mail not sent,
 * storage and the incidents the owners were mailed about.
 */
export const systemCopy = {
  loading: 'Loading the system status...',
  incidents: {
    title: 'Something needs attention',
    /** An open incident, by kind: "Mail has been failing since Dec 5, 2026, 9:14 AM." */
    open: {
      mail: 'Mail has been failing since {{time}}.',
      backups: 'No backup has succeeded since {{time}}.',
    },
    mailedOwners: 'The owners were mailed; they are mailed again when it recovers.',
  },
  instances: {
    title: 'Instances',
    description: 'Each server process running the shop, as it reported itself every 15 seconds.',
    tableLabel: 'Instances and their figures',
    host: 'Host',
    pid: 'PID',
    version: 'Version',
    upFor: 'Up for',
    lastSeen: 'Last seen',
    pdfWorkerRestarts: 'PDF worker restarts',
    memory: 'Memory',
    current: 'This one',
    notReporting: 'Not reporting',
  },
  mail: {
    title: 'Mail not sent',
    description:
      'Waiting: not tried yet. Retrying: refused once and tried again later. Failed: given up on.',
    tableLabel: 'Mail not sent, by kind',
    kind: 'Mail',
    waiting: 'Waiting',
    retrying: 'Retrying',
    failed: 'Failed',
    none: 'Every mail has been sent.',
    /** Where failed mail is retried: the Overview's list. */
    failedHandled: 'Failed mail is listed, with a Retry for each, on the',
    failedLink: 'Overview',
  },
  storage: {
    title: 'Storage',
    database: {
      pglite: 'Database (embedded)',
      postgres: 'Database (PostgreSQL)',
    },
    storedCopies: "Buyers' stored copies",
    /** "120 MB of 2 GB": stamped copies against their limit. */
    ofLimit: '{{used}} of {{limit}}',
    storedCopiesNote:
      'The oldest copies are removed past the limit and stamped again when asked for.',
    lastBackup: 'Last successful backup',
    /** "Dec 5, 2026, 3:01 AM · 24 MB". */
    backupDetail: '{{time}} · {{size}}',
    noBackup: 'None yet.',
    lastBackupFailed: 'The last backup, started {{time}}, failed.',
  },
  /** Durations, largest unit first: "3 d 4 h", "2 h 5 min", "45 s". */
  duration: { days: '{{n}} d', hours: '{{n}} h', minutes: '{{n}} min', seconds: '{{n}} s' },
} as const;
