/** What the back office's Team and security section and Your account say; toasts at the end. */
export const accountCopy = {
  passwordTitle: 'Password',
  passwordDescription: 'Change the password you sign in with; your other sessions end.',
} as const;

export const securityCopy = {
  title: 'Security Management',
  description: 'Who may sign in to the back office, and what they did.',
  grantTitle: 'Grant Admin Role',
  grantLabel: 'User email',
  grantPlaceholder: 'user@example.com',
  grantSubmit: 'Grant Admin Role',
  granting: 'Granting...',
  grantHelp:
    'An existing user becomes an admin at once; a new address gets an invitation e-mail with a link to choose a password.',
  adminsTitle: 'Admins',
  lastSignIn: 'Last sign-in',
  active: 'Active',
  invited: 'Invited',
  you: 'You',
  revoke: 'Revoke',
  revokeLabel: 'Revoke the admin role of {{email}}',
  revokeConfirmTitle: 'Revoke admin role?',
  revokeConfirm:
    '{{email}} will no longer be able to sign in to the back office, and their open sessions end now.',
  revokeConfirmSelf:
    'This is your own account: you will be signed out and can no longer sign in to the back office.',
  revokeConfirmAction: 'Revoke role',
  passwordTitle: 'Change your password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  passwordHint:
    'At least 12 characters, hard to guess and without your email address. Your other sessions are signed out.',
  passwordsDiffer: 'The two passwords differ.',
  passwordSubmit: 'Change password',
  passwordBusy: 'Changing...',
  auditTitle: 'Audit log',
  auditDescription: 'The newest 50 admin actions.',
  auditEmpty: 'No admin actions recorded yet.',
  auditColumns: {
    at: 'When',
    actor: 'Who',
    action: 'Action',
    target: 'Target',
    ip: 'Address',
  },
} as const;

export const auditActionsCopy = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  password_reset_requested: 'Password reset requested',
  password_set: 'Password set',
  password_changed: 'Password changed',
  admin_granted: 'Admin role granted',
  admin_invited: 'Admin invited',
  admin_revoked: 'Admin role revoked',
  admin_role_changed: 'Admin role changed',
  order_refunded: 'Order refunded',
  delivery_resent: 'Delivery resent',
  mail_requeued: 'Mail requeued',
  orders_exported: 'Orders exported',
  customers_exported: 'Customers exported',
  subscribers_exported: 'Subscribers exported',
  person_exported: "A person's data downloaded",
  message_updated: 'Message updated',
  guide_uploaded: 'Guide uploaded',
  guide_removed: 'Guide removed',
  guide_update_notified: 'Buyers told of a guide version',
  image_uploaded: 'Image uploaded',
  image_removed: 'Image removed',
  settings_saved: 'Content settings saved',
  review_approved: 'Review approved',
  review_hidden: 'Review hidden',
  review_replied: 'Review reply saved',
  review_reply_removed: 'Review reply removed',
  testimonial_added: 'Testimonial added',
  testimonial_updated: 'Testimonial edited',
  testimonial_removed: 'Testimonial deleted',
  // Broadcasts.
  broadcast_created: 'Broadcast created',
  broadcast_updated: 'Broadcast edited',
  broadcast_deleted: 'Broadcast deleted',
  broadcast_scheduled: 'Broadcast scheduled',
  broadcast_cancelled: 'Broadcast cancelled',
  broadcast_test_sent: 'Broadcast test sent',
  broadcast_archived: 'Broadcast archive changed',
  broadcast_paused: 'Broadcast paused',
  broadcast_resumed: 'Broadcast resumed',
  mail_address_suppressed: 'Address kept out of marketing mail',
  mail_address_allowed: 'Address allowed marketing mail again',
  mail_addresses_allowed: 'Addresses allowed marketing mail again',
  mail_relay_resumed: 'Mail sending resumed',
  automation_saved: 'Mail automation saved',
  // Discount codes.
  discount_code_created: 'Discount code created',
  discount_code_updated: 'Discount code changed',
  discount_code_deleted: 'Discount code deleted',
  person_erased: 'Person erased',
  // Publishing.
  entry_created: 'Page created',
  entry_saved: 'Page saved',
  entry_published: 'Page published',
  entry_scheduled: 'Page scheduled',
  entry_unpublished: 'Page unpublished',
  entry_deleted: 'Page deleted',
  entry_restored: 'Earlier version restored',
  person_added: 'Author or reviewer added',
  person_updated: 'Author or reviewer changed',
  person_removed: 'Author or reviewer removed',
  entry_reviewed: 'Page marked reviewed',
  state_guide_notified: 'Buyers told of a state guide change',
  // Backups.
  backup_started: 'Backup started',
  backup_schedule_changed: 'Backup schedule changed',
  backup_downloaded: 'Backup downloaded',

  sign_in_second_step_failed: 'Failed second sign-in step',
  recovery_code_used: 'Recovery code used',
  passkey_added: 'Passkey added',
  passkey_renamed: 'Passkey renamed',
  passkey_removed: 'Passkey removed',
  totp_enabled: 'Authenticator app turned on',
  totp_disabled: 'Authenticator app turned off',
  recovery_codes_generated: 'New recovery codes',
  team_policy_changed: 'Second factor rule changed',
  second_factor_reset: 'Second factor reset',
} as const;

/** Each admin's own choice: a mail for every sale and refund (Team and security). */
export const saleAlertsCopy = {
  title: 'Sale alerts',
  description:
    'A mail for every completed sale and every refund: the amount, the buyer, where they came from and a link to the order. Alerts are capped per hour; the next alert counts any held back.',
  switchLabel: 'Mail me every sale and refund',
  loading: 'Loading your setting...',
} as const;

// The guide update notice and the weekly report (notices).
export const weeklyReportCopy = {
  title: 'Weekly report',
  description:
    'A mail every Monday morning (in the time zone set under Content) with last week against the week before: sales, net revenue, refunds, visitors, conversion, top sources and pages, and a link to the Overview.',
  switchLabel: 'Mail me the weekly report',
  loading: 'Loading your setting...',
} as const;

/** The toasts of this section, by situation. `{{name}}` is filled in when the notice is raised. */
export const securityNotices = {
  invalidGrantEmail: { title: 'Error', description: 'Please enter a valid email address' },
  adminGranted: {
    title: 'Admin role granted',
    description: 'Admin privileges granted to {{email}}',
  },
  adminInvited: {
    title: 'Admin role granted',
    description:
      'Admin privileges granted to {{email}}. An invitation e-mail with a link to choose a password was sent.',
  },
  alreadyAdmin: {
    title: 'Already an admin',
    description: '{{email}} already has admin privileges.',
  },
  grantFailed: { title: 'Error', description: 'The admin role could not be granted.' },
  adminRevoked: { title: 'Admin role revoked', description: '{{email}} is no longer an admin.' },
  revokeFailed: { title: 'Revoke failed', description: 'The admin role could not be revoked.' },
  passwordChanged: {
    title: 'Password changed',
    description: 'Your other sessions have been signed out.',
  },
  passwordChangeFailed: {
    title: 'Password not changed',
    description: 'Your password could not be changed.',
  },
  passwordFieldsInvalid: {
    title: 'Please check the password fields',
    description: 'The fields highlighted in red need your attention.',
  },
  roleChanged: { title: 'Role changed', description: '{{email}} is now {{role}}.' },
  roleChangeFailed: { title: 'Role not changed', description: 'The role could not be changed.' },
  saleAlertsOn: {
    title: 'Sale alerts on',
    description: 'You will get a mail for every sale and refund.',
  },
  saleAlertsOff: {
    title: 'Sale alerts off',
    description: 'You will no longer get a mail for sales and refunds.',
  },
  saleAlertsFailed: {
    title: 'Setting not saved',
    description: 'Your sale alert setting could not be saved.',
  },
  // The guide update notice and the weekly report (notices).
  weeklyReportOn: {
    title: 'Weekly report on',
    description: 'You will get last week’s figures every Monday morning.',
  },
  weeklyReportOff: {
    title: 'Weekly report off',
    description: 'You will no longer get the Monday mail.',
  },
  weeklyReportFailed: {
    title: 'Setting not saved',
    description: 'Your weekly report setting could not be saved.',
  },
} as const;
