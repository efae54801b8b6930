/**
 * What the back office's guide files and guide update notice (Files section) say; its toasts
 * are at the end.
 */
export const guideFilesCopy = {
  /** "Single Guide ($47.00)"; the plain title while the price is unknown. */
  singleTitle: 'Single Guide',
  titleWithPrice: '{{title}} ({{price}})',
  singleDescription:
    'The PDF buyers receive, stamped with their e-mail address and order on every page.',
  /** The Refresh notice's {{kind}}. */
  singleKind: 'Single guide',
  fileLabel: 'Guide PDF',
  /** "One PDF, up to 25 MB." */
  limit: 'One PDF, up to {{size}}. It is checked when it arrives: not encrypted, readable.',
  upload: 'Upload',
  uploading: 'Uploading...',
  progressLabel: 'Upload progress',
  listLabel: 'Stored guide files',
  empty: 'No guide uploaded yet.',
  /** One stored file's facts. */
  facts: '{{size}} · {{pages}} pages · uploaded {{time}} by {{by}}',
  sha256: 'SHA-256',
  remove: 'Remove',
  removing: 'Removing...',
  removeConfirmTitle: 'Remove this guide file?',
  removeConfirm:
    '"{{name}}" will be deleted from storage. Buyers then receive the previous upload, or the placeholder guide if there is none.',
  removeConfirmAction: 'Remove file',
  deliveredUpload: 'Buyers receive: {{name}} (uploaded {{time}}).',
  deliveredPlaceholder: 'Buyers receive the placeholder guide until you upload one.',
} as const;

export const guideUpdateCopy = {
  offer: {
    one: 'Tell {{n}} buyer about this version',
    other: 'Tell {{n}} buyers about this version',
  },
  offerHint:
    'Each buyer of a kept order gets one mail with a new download link to their stamped copy of this version (the same limits as the delivery link).',
  notified: 'The buyers were told about this version.',
  noBuyers: 'No buyer to tell yet.',
  confirmTitle: {
    one: 'Tell {{n}} buyer about this version?',
    other: 'Tell {{n}} buyers about this version?',
  },
  confirmDescription:
    'One mail goes to each address with a completed, unrefunded order, with a new download link. It can be sent once per version.',
  confirm: 'Send the notice',
} as const;

/** The toasts of this section, by situation. `{{name}}` is filled in when the notice is raised. */
export const guideNotices = {
  fileSelected: { title: 'File selected', description: 'Single guide file: {{name}}' },
  // After the upload, not the choice: 'File selected' is the seed's notice for choosing.
  fileUploaded: { title: 'File uploaded', description: '{{name}} has been uploaded to storage' },
  guideUpdateQueued: {
    title: 'Notice on its way',
    description: 'The buyers’ mails are queued.',
  },
  guideUpdateFailed: {
    title: 'Notice not sent',
    description: 'The buyers could not be told about this version.',
  },
} as const;
