/** What the back office's images card (Files section) says; its toasts are at the end. */
export const imagesCopy = {
  title: 'Images',
  description:
    "Pictures for the site's content. Each one gets a public URL to use in articles and pages.",
  chooseLabel: 'Choose images',
  /** Under the file picker: "PNG, JPEG, WebP, GIF or AVIF, up to 5 MB each." */
  limits: '{{formats}}, up to {{size}} each. SVG is not accepted.',
  upload: 'Upload',
  uploading: 'Uploading...',
  /** The overall progress bar's name. */
  progressLabel: 'Upload progress',
  /** While uploading: "Uploading 2 of 5: chart.png". */
  uploadingFile: 'Uploading {{n}} of {{total}}: {{name}}',
  /** After a batch: "3 of 4 images uploaded." */
  uploaded: '{{n}} of {{total}} images uploaded.',
  failuresTitle: 'Not uploaded',
  /** Refused in the browser before sending: the same words as the server's refusal. */
  loading: 'Loading images...',
  empty: 'No images yet. Upload one to get its URL.',
  /** "1.4 MB · 1200 × 630 px". */
  facts: '{{size}} · {{width}} × {{height}} px',
  copyUrl: 'Copy URL',
  /** The Copy URL button's full name: "Copy URL of chart.png". */
  copyUrlOf: 'Copy URL of {{name}}',
  remove: 'Remove',
  removing: 'Removing...',
  removeConfirmTitle: 'Remove this image?',
  removeConfirm:
    '{{name}} is deleted, and its URL answers "not found" from now on: any page that shows it shows a broken image.',
  removeConfirmAction: 'Remove image',
  /** The kind named in 'Storage refreshed' / '{kind} storage has been refreshed'. */
  storageKind: 'Images',
  /** Refresh's full name, told apart from the other cards' Refresh buttons. */
  refreshLabel: 'Refresh images',
} as const;

/** The toasts of this section, by situation. `{{name}}` is filled in when the notice is raised. */
export const imagesNotices = {
  imagesSelected: { title: 'Files selected', description: '{{n}} image files selected' },
  urlCopied: {
    title: 'Link Copied!',
    description: 'The image URL has been copied to your clipboard.',
  },
  urlCopyFailed: { title: 'Error', description: 'Failed to copy link to clipboard.' },
} as const;
