/** Where the back office's JSON calls go; the server mounts its routes at the same paths. */
export const authApi = {
  prefix: '/api/auth',
  signIn: '/api/auth/sign-in',
  signOut: '/api/auth/sign-out',
  session: '/api/auth/session',
  forgotPassword: '/api/auth/forgot-password',
  // The second step of a password sign-in (a cookie names the pending sign-in): which factors
  // it may use, then one of them (shared/contracts/second-factor.ts).
  secondStep: '/api/auth/second-step',
  secondStepCode: '/api/auth/second-step/code',
  secondStepRecovery: '/api/auth/second-step/recovery',
  secondStepPasskeyOptions: '/api/auth/second-step/passkey/options',
  secondStepPasskey: '/api/auth/second-step/passkey',
  /** Signing in with a passkey alone (it proves possession and the admin's PIN or face). */
  passkeySignInOptions: '/api/auth/passkey/options',
  passkeySignIn: '/api/auth/passkey',
} as const;

const id = (value: string | number) => encodeURIComponent(String(value));

export const adminApi = {
  prefix: '/api/admin',
  orders: '/api/admin/orders',
  orderSearch: '/api/admin/orders/search',
  ordersCsv: '/api/admin/orders.csv',
  order: (orderId: string) => `/api/admin/orders/${id(orderId)}`,
  refund: (orderId: string) => `/api/admin/orders/${id(orderId)}/refund`,
  resendDelivery: (orderId: string) => `/api/admin/orders/${id(orderId)}/resend`,
  requeueMail: (mailId: number) => `/api/admin/mails/${id(mailId)}/requeue`,
  customers: '/api/admin/customers',
  customersCsv: '/api/admin/customers.csv',
  customer: (email: string) => `/api/admin/customers/${id(email)}`,
  /** Everything held about one address, as a JSON download (`?email=`; owners, audited). */
  personExport: '/api/admin/person-export',
  personExportOf: (email: string) =>
    `/api/admin/person-export?${new URLSearchParams({ email }).toString()}`,
  overview: '/api/admin/overview',
  subscribers: '/api/admin/subscribers',
  subscribersCsv: '/api/admin/subscribers.csv',
  /** Everyone marketing mail reaches, with where each consent came from. */
  subscribersAudience: '/api/admin/subscribers/audience',
  messages: '/api/admin/messages',
  message: (messageId: number) => `/api/admin/messages/${id(messageId)}`,
  admins: '/api/admin/admins',
  revokeAdmin: (userId: string) => `/api/admin/admins/${id(userId)}/revoke`,
  adminRole: (userId: string) => `/api/admin/admins/${id(userId)}/role`,
  password: '/api/admin/password',
  /** The signed-in admin's own settings: each admin reads and changes only theirs. */
  preferences: '/api/admin/me/preferences',
  audit: '/api/admin/audit',
  analytics: '/api/admin/analytics',
  /** One card of the dashboard as CSV: `?card=sources&period=30&source=Google`. */
  analyticsExport: '/api/admin/analytics/export',
  settings: '/api/admin/settings',
  settingsPreview: '/api/admin/settings/preview',
  guideFiles: '/api/admin/guide-files',
  guideFile: (fileId: string) => `/api/admin/guide-files/${id(fileId)}`,
  /** The notice of the newest guide version to its buyers: its audience, and sending it. */
  guideUpdateNotice: '/api/admin/guide-files/notify',
  images: '/api/admin/images',
  checklist: '/api/admin/checklist',
  image: (imageId: string) => `/api/admin/images/${id(imageId)}`,
  reviews: '/api/admin/reviews',
  approveReview: (reviewId: number) => `/api/admin/reviews/${id(reviewId)}/approve`,
  hideReview: (reviewId: number) => `/api/admin/reviews/${id(reviewId)}/hide`,
  reviewReply: (reviewId: number) => `/api/admin/reviews/${id(reviewId)}/reply`,
  testimonials: '/api/admin/testimonials',
  testimonial: (testimonialId: number) => `/api/admin/testimonials/${id(testimonialId)}`,
  // Who marketing mail reaches, and the addresses kept out of it (server/mail-audience/).
  mailAudience: '/api/admin/mail/audience',
  mailSuppressed: '/api/admin/mail/suppressed',
  mailSuppressedAddress: (email: string) => `/api/admin/mail/suppressed/${id(email)}`,
  mailAutomations: '/api/admin/mail/automations',
  mailAutomation: (automationId: string) => `/api/admin/mail/automations/${id(automationId)}`,
  // Discount codes (server/discount-codes/): listed with their figures, created, edited, deleted.
  discountCodes: '/api/admin/discount-codes',
  discountCode: (codeId: string) => `/api/admin/discount-codes/${id(codeId)}`,
  // Publishing (server/publishing/): entries (?kind=post|state_guide|page), their life and revisions.
  publishingEntries: '/api/admin/publishing/entries',
  publishingEntry: (entryId: number) => `/api/admin/publishing/entries/${id(entryId)}`,
  publishEntry: (entryId: number) => `/api/admin/publishing/entries/${id(entryId)}/publish`,
  scheduleEntry: (entryId: number) => `/api/admin/publishing/entries/${id(entryId)}/schedule`,
  unpublishEntry: (entryId: number) => `/api/admin/publishing/entries/${id(entryId)}/unpublish`,
  entryRevisions: (entryId: number) => `/api/admin/publishing/entries/${id(entryId)}/revisions`,
  entryRevision: (entryId: number, number: number) =>
    `/api/admin/publishing/entries/${id(entryId)}/revisions/${id(number)}`,
  restoreRevision: (entryId: number, number: number) =>
    `/api/admin/publishing/entries/${id(entryId)}/revisions/${id(number)}/restore`,
  /** Marks an entry reviewed; a substantive change of a state guide may then be told to its buyers. */
  entryReviewed: (entryId: number) => `/api/admin/publishing/entries/${id(entryId)}/reviewed`,
  entryReviewNotice: (entryId: number, reviewId: number) =>
    `/api/admin/publishing/entries/${id(entryId)}/reviews/${id(reviewId)}/notice`,
  /** A published post as a broadcast draft in Mail. */
  entryBroadcast: (entryId: number) => `/api/admin/publishing/entries/${id(entryId)}/broadcast`,
  /** The site's own pages, for the editor's link picker. */
  publishingLinks: '/api/admin/publishing/links',
  /** All 51 jurisdictions, covered or not, by the last 90 days' visits from each. */
  jurisdictions: '/api/admin/publishing/jurisdictions',
  people: '/api/admin/publishing/people',
  person: (personId: number) => `/api/admin/publishing/people/${id(personId)}`,
  // The signed-in admin's own second factors (server/auth/): passkeys, authenticator app, recovery codes.
  secondFactors: '/api/admin/me/second-factors',
  passkeyOptions: '/api/admin/me/passkeys/options',
  passkeys: '/api/admin/me/passkeys',
  passkey: (passkeyId: string) => `/api/admin/me/passkeys/${id(passkeyId)}`,
  totpSetup: '/api/admin/me/totp/setup',
  totp: '/api/admin/me/totp',
  recoveryCodes: '/api/admin/me/recovery-codes',
  /** Owners: whether every admin must have a second factor. */
  teamPolicy: '/api/admin/team-policy',
  /** Owners: removes another admin's factors (a lost phone), so they set up new ones. */
  resetSecondFactor: (userId: string) => `/api/admin/admins/${id(userId)}/second-factor/reset`,
  // Backups (server/backups/) and the system's health (server/system/): owners only.
  system: '/api/admin/system',
  backups: '/api/admin/backups',
  backupSchedule: '/api/admin/backups/schedule',
  backupFile: (runId: number) => `/api/admin/backups/${id(runId)}/file`,
} as const;

/** Prometheus scrapes here with `Authorization: Bearer $METRICS_TOKEN`; absent without a token. */
export const metricsPath = '/metrics';

/**
 * Every export of the back office: a CSV of the shop's records, or one person's file. The API lets only the roles of
 * `exportAccess` (shared/admin-sections.ts) download them, whichever router mounts them.
 */
export const adminExports: readonly string[] = [
  adminApi.ordersCsv,
  adminApi.customersCsv,
  adminApi.subscribersCsv,
  adminApi.analyticsExport,
  adminApi.personExport,
];

/** Where uploaded images are served: `/media/{sha256}.{ext}`. */
export const mediaPrefix = '/media';

/** The page an invitation or reset link opens: a form to choose a password. */
export const setPasswordPath = '/admin/set-password';
