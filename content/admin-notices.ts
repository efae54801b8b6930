/**
 * Every toast the back office shows, by situation. `{{name}}` is filled in when
 * the notice is raised (the number of orders, an e-mail address).
 */
export const adminNotices = {
  signedIn: { title: 'Successfully signed in', description: 'Welcome to the admin dashboard' },
  signedOut: { title: 'Signed out', description: 'You have been signed out' },
  signOutFailed: {
    title: 'Sign out failed',
    description: 'The server could not be reached. Please try again.',
  },
  missingCredentials: {
    title: 'Missing credentials',
    description: 'Please enter email and password',
  },
  signInFailed: {
    title: 'Sign in failed',
    description: 'Invalid credentials or insufficient privileges',
  },
  sessionCheckFailed: {
    title: 'Could not check your session',
    description: 'The server did not answer. Sign in again, or reload the page in a moment.',
  },
  sessionExpired: {
    title: 'Authentication required',
    description: 'Please sign in again: your session has expired.',
  },
  ordersAuthRequired: {
    title: 'Authentication required',
    description: 'Please sign in to view orders',
  },
  ordersLoadFailed: {
    title: 'Error loading orders',
    description: 'Authentication required to view orders',
  },
  ordersRefreshed: {
    title: 'Orders refreshed',
    description: 'Loaded {{n}} orders successfully',
  },
  resetRequestFailed: {
    title: 'Request failed',
    description: 'The reset link could not be requested. Please try again.',
  },
  refunded: {
    title: 'Order refunded',
    description: 'The download link is stopped and the buyer gets a refund confirmation e-mail.',
  },
  refundFailed: { title: 'Refund failed', description: 'The order could not be refunded.' },
  deliveryResent: {
    title: 'Delivery resent',
    description: 'A new delivery e-mail with the same download link is on its way.',
  },
  resendFailed: {
    title: 'Resend failed',
    description: 'The delivery e-mail could not be queued again.',
  },
  mailRequeued: { title: 'Mail requeued', description: 'The e-mail will be sent again shortly.' },
  requeueFailed: { title: 'Requeue failed', description: 'The e-mail could not be requeued.' },
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
  messageUpdateFailed: {
    title: 'Message not updated',
    description: 'The message could not be updated. Please try again.',
  },
  reviewApproved: { title: 'Review approved', description: 'The site shows it now.' },
  reviewHidden: { title: 'Review hidden', description: 'The site no longer shows it.' },
  reviewReplySaved: { title: 'Reply saved', description: 'It shows under the review.' },
  reviewReplyRemoved: { title: 'Reply removed', description: 'The review shows without it.' },
  reviewUpdateFailed: {
    title: 'Review not updated',
    description: 'The review could not be updated. Please try again.',
  },
  testimonialAdded: { title: 'Testimonial added', description: 'The site can show it now.' },
  testimonialSaved: { title: 'Testimonial saved', description: 'The site shows the new words.' },
  testimonialRemoved: { title: 'Testimonial deleted', description: 'The site no longer shows it.' },
  testimonialFailed: {
    title: 'Testimonial not saved',
    description: 'The testimonial could not be saved. Please try again.',
  },
  testimonialFieldsInvalid: {
    title: 'Please check the testimonial',
    description: 'The fields highlighted in red need your attention.',
  },
  fileSelected: { title: 'File selected', description: 'Single guide file: {{name}}' },
  // After the upload, not the choice: 'File selected' is the seed's notice for choosing.
  fileUploaded: { title: 'File uploaded', description: '{{name}} has been uploaded to storage' },
  imagesSelected: { title: 'Files selected', description: '{{n}} image files selected' },
  fileRemoved: { title: 'File removed', description: 'File has been removed from storage' },
  storageRefreshed: {
    title: 'Storage refreshed',
    description: '{{kind}} storage has been refreshed',
  },
  uploadFailed: { title: 'Upload failed', description: 'The file could not be uploaded.' },
  removeFailed: { title: 'Remove failed', description: 'The file could not be removed.' },
  urlCopied: {
    title: 'Link Copied!',
    description: 'The image URL has been copied to your clipboard.',
  },
  urlCopyFailed: { title: 'Error', description: 'Failed to copy link to clipboard.' },
  changesSaved: {
    title: 'Changes saved',
    description: 'All content management changes have been saved successfully',
  },
  saveFailed: { title: 'Changes not saved', description: 'The changes could not be saved.' },
  settingsFieldsInvalid: {
    title: 'Please check the content fields',
    description: 'The fields highlighted in red need your attention.',
  },
  previewOpened: { title: 'Preview mode', description: 'Opening preview of changes in new tab' },
  previewFailed: { title: 'Preview failed', description: 'The preview could not be opened.' },
  /** Roles: a revoked admin, a refused role, and the Team section's role changes. */
  accessRemoved: {
    title: 'Access removed',
    description: 'Your access to the back office was removed. Ask an owner if you need it back.',
  },
  roleNotAllowed: {
    title: 'Not allowed for your role',
    description: 'Your role does not allow this. Ask an owner if you need it.',
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
  guideUpdateQueued: {
    title: 'Notice on its way',
    description: 'The buyers’ mails are queued.',
  },
  guideUpdateFailed: {
    title: 'Notice not sent',
    description: 'The buyers could not be told about this version.',
  },
  // The Mail section.
  broadcastSaved: { title: 'Draft saved', description: 'The broadcast is saved as a draft.' },
  broadcastSaveFailed: { title: 'Could not save the draft', description: 'Please try again.' },
  broadcastFieldsInvalid: {
    title: 'Check the broadcast',
    description: 'Some fields need your attention.',
  },
  broadcastDeleted: { title: 'Draft deleted', description: 'The draft is gone.' },
  broadcastDeleteFailed: { title: 'Could not delete the draft', description: 'Please try again.' },
  broadcastPreviewFailed: {
    title: 'Could not render the preview',
    description: 'Please try again.',
  },
  broadcastTestSent: { title: 'Test queued', description: 'The test goes to {{to}}.' },
  broadcastTestFailed: { title: 'Could not send the test', description: 'Please try again.' },
  broadcastScheduled: { title: 'Broadcast scheduled', description: 'It goes out on {{time}}.' },
  broadcastSending: { title: 'Broadcast sending', description: 'The mail is going out now.' },
  broadcastSendFailed: { title: 'Could not send the broadcast', description: 'Please try again.' },
  broadcastCancelled: {
    title: 'Schedule cancelled',
    description: 'The broadcast is a draft again.',
  },
  broadcastCancelFailed: { title: 'Could not cancel', description: 'Please try again.' },
  broadcastArchiveFailed: {
    title: 'Could not change the archive',
    description: 'Please try again.',
  },
  automationSaved: { title: 'Automation saved', description: '{{name}} is saved.' },
  automationSaveFailed: {
    title: 'Could not save the automation',
    description: 'Please try again.',
  },
  automationFieldsInvalid: {
    title: 'Check the automation',
    description: 'Some fields need your attention.',
  },
  addressSuppressed: {
    title: 'Address kept out',
    description: '{{email}} gets no more broadcasts.',
  },
  addressSuppressFailed: {
    title: 'Could not keep the address out',
    description: 'Please try again.',
  },
  addressAllowed: { title: 'Mail allowed again', description: '{{email}} may receive mail again.' },
  addressAllowFailed: { title: 'Could not allow the address', description: 'Please try again.' },
  addressesAllowed: { title: 'Mail allowed again', description: 'Addresses allowed again: {{n}}.' },
  broadcastPaused: {
    title: 'Broadcast paused',
    description: 'None of its mail goes out until you resume.',
  },
  broadcastPauseFailed: { title: 'Could not pause', description: 'Please try again.' },
  broadcastResumed: { title: 'Broadcast resumed', description: 'Its mail goes out again.' },
  broadcastResumeFailed: { title: 'Could not resume', description: 'Please try again.' },
  relayResumed: {
    title: 'Sending resumed',
    description: 'If the mail server still refuses, sending holds again and tells you here.',
  },
  relayResumeFailed: { title: 'Could not resume sending', description: 'Please try again.' },
} as const;
