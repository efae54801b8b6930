import { automationNames } from '#content/mail-automation-names.ts';

/** What the back office's Mail section says; its toasts are at the end. */
/** The Mail section: broadcasts, their composer and report, automations, suppressed addresses. */
export const mailCopy = {
  viewsLabel: 'Mail views',
  views: {
    broadcasts: 'Broadcasts',
    automations: 'Automations',
    suppressed: 'Bounced and complained',
  },
  audiences: {
    subscribers: 'Confirmed subscribers',
    buyers: 'Buyers who agreed to news',
    both: 'Subscribers and buyers',
  },
  statuses: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    sending: 'Sending',
    paused: 'Paused',
    sent: 'Sent',
  },
  /** The outbox held because the mail server refuses the site's mail (decision 085). */
  relayHold: {
    title: 'Mail sending is on hold',
    /** {{time}}: since when; {{reason}}: the mail server's answer. */
    text: 'Since {{time}} your mail server refuses the mail this site sends, so nothing goes out. No address was marked bounced and no mail is lost: it waits. Check the SMTP settings or your mail provider, then resume.',
    reasonLabel: 'The mail server answered',
    /** {{time}}: when one mail tries the server again on its own. */
    probe:
      'One mail tries the server again by itself at {{time}}; if it gets through, sending resumes.',
    resume: 'Resume sending',
    resuming: 'Resuming...',
  },
  /** In place of Sent: its audience was empty when its time came. */
  reachedNobody: 'Sent to nobody',
  list: {
    title: 'Broadcasts',
    description: 'Mail to your subscribers and buyers, newest first.',
    newBroadcast: 'New broadcast',
    empty: 'No broadcasts yet. Write the first one with New broadcast.',
    listLabel: 'Broadcast list',
    /** "1,204 sent of 1,210". */
    progress: '{{sent}} sent of {{recipients}}',
    failed: { one: '{{n}} failed', other: '{{n}} failed' },
    scheduledFor: 'Scheduled for {{time}}',
    startedAt: 'Started {{time}}',
    finishedAt: 'Sent {{time}}',
    editedAt: 'Edited {{time}}',
    noSubject: '(no subject)',
  },
  back: 'All broadcasts',
  notFound: 'There is no broadcast at this address.',
  composer: {
    newTitle: 'New broadcast',
    editTitle: 'Draft',
    description: 'Write in Markdown; the preview shows the mail exactly as it will arrive.',
    subject: 'Subject',
    preheader: 'Preheader',
    preheaderHint: 'The line most mail apps show after the subject. Optional.',
    body: 'Body (Markdown)',
    bodyHint:
      '**bold**, *italic*, [a link](https://example.com), # a heading, - a list. Images: Insert image.',
    insertImage: 'Insert image',
    imagesTitle: 'Uploaded images',
    imagesEmpty: 'No images uploaded yet: add them in Files.',
    audience: 'Send to',
    /** "Confirmed subscribers (1,204)". */
    audienceCount: '{{audience}} ({{n}})',
    rate: 'Speed',
    rateUnlimited: 'As fast as possible',
    rateLimited: 'At most a number of mails per minute',
    ratePerMinute: 'Mails per minute',
    archived: "Show on the site's newsletter archive",
    archivedHint: 'Once sent, the mail gets its own page in the archive. You can change it later.',
    save: 'Save draft',
    saving: 'Saving...',
    preview: 'Preview',
    previewing: 'Rendering...',
    test: 'Send a test to me',
    testing: 'Sending the test...',
    deleteDraft: 'Delete draft',
    deleteTitle: 'Delete this draft?',
    deleteText: 'The draft and its text are removed for good.',
    sendTitle: 'Send it',
    sendAt: 'Send at',
    /** Under the time: the admin's own zone, named. */
    sendAtHint: 'In your time zone, {{zone}}. Leave empty to send now.',
    schedule: 'Schedule',
    sendNow: 'Send now',
    confirmTitle: { one: 'Send to {{n}} address?', other: 'Send to {{n}} addresses?' },
    confirmNow: 'The mail starts going out at once. It cannot be called back.',
    /** Send now, to an audience of nobody: only Cancel is offered. */
    emptyNowTitle: 'Nobody is in this audience now',
    emptyNow:
      'Nothing would be sent. Schedule it for a later time instead: its audience is counted when it goes out.',
    /** "Send on Nov 23, 2026, 4:52 PM?" */
    confirmLaterTitle: 'Send on {{time}}?',
    /** A scheduled broadcast reaches whoever is in its audience at its time. */
    confirmLater:
      'Its audience is counted when it goes out, so people who join before then receive it too. Until then you can cancel it.',
    /** Under confirmLater: the audience's size at this moment. */
    audienceNow: {
      one: 'In the audience now: {{n}} address',
      other: 'In the audience now: {{n}} addresses',
    },
    confirm: 'Send',
  },
  preview: {
    title: 'Preview',
    widthLabel: 'Preview width',
    phone: 'Phone (375 px)',
    desktop: 'Desktop',
    frameTitle: 'The mail as it arrives',
    subject: 'Subject',
    preheader: 'Preheader',
    plainText: 'Plain-text part',
    empty: 'Press Preview to see the mail as it will arrive.',
  },
  report: {
    audience: 'Audience',
    scheduledAt: 'Scheduled for',
    startedAt: 'Started',
    finishedAt: 'Finished',
    rate: 'Speed',
    rateUnlimited: 'As fast as possible',
    /** "600 a minute". */
    ratePerMinute: '{{n}} a minute',
    figuresLabel: 'What happened',
    figures: {
      recipients: 'Recipients',
      sent: 'Sent',
      failed: 'Failed',
      pending: 'Waiting',
      unsubscribed: 'Unsubscribed since',
      bounced: 'Bounced',
    },
    sendingNote: 'Sending: these figures refresh on their own.',
    pausedNote:
      'Paused: none of its mail goes out until you resume. When you do, it goes on where it stopped; nobody gets it twice.',
    pause: 'Pause the broadcast',
    pausing: 'Pausing...',
    resume: 'Resume the broadcast',
    resuming: 'Resuming...',
    reachedNobody:
      'Nobody was in its audience when its time came, so no mail went out. Write a new broadcast to try again.',
    cancel: 'Cancel the schedule',
    cancelling: 'Cancelling...',
    archived: "Shown on the site's newsletter archive",
    archiveOnSend: 'Shown on the archive once sent',
    openArchive: 'Open the archive page',
    downloadEml: 'Download .eml',
  },
  automations: {
    title: 'Automations',
    description: 'Mail that goes out on its own, each once per person. Turn each on or off.',
    names: automationNames,
    explanations: {
      'welcome-series':
        'Three tips to each new confirmed subscriber: the deadlines, the mistakes, the questions for the agency.',
      'checkout-reminder':
        'One mail after a checkout started and not paid, only to buyers who agreed to news.',
      'guide-update':
        'When you upload a new guide version, you may notify every buyer with a fresh download.',
      'review-request': 'Once per order, some days after it completed (the days are in Content).',
    },
    enabled: 'On',
    /** "Mail 2". */
    step: 'Mail {{n}}',
    afterDays: 'Days after confirming',
    afterHours: 'Hours after the checkout',
    subject: 'Subject',
    body: 'Text (Markdown)',
    save: 'Save',
    saving: 'Saving...',
  },
  suppressed: {
    title: 'Bounced and complained',
    description:
      'Addresses that get no more broadcasts or marketing mail: refused for good by their mail server, or their owner complained.',
    empty: 'No address is kept out.',
    listLabel: 'Addresses kept out of mail',
    reasons: { bounced: 'Bounced', complained: 'Complained' },
    allow: 'Allow mail again',
    allowTitle: 'Allow mail to {{email}} again?',
    allowText: 'The address receives broadcasts again if it is still subscribed or agreed to news.',
    /** The checkbox of one row, for a screen reader: "Select ann@example.com". */
    select: 'Select {{email}}',
    selectPage: 'Select all on this page',
    allowSelected: 'Allow mail again to selected ({{n}})',
    allowSelectedTitle: 'Allow mail again to {{n}} addresses?',
    liftTitle: 'Allow many again',
    liftText:
      'After a mail server refused addresses that were fine (a misconfigured relay, say), allow every address that bounced since a time. Complaints stay kept out.',
    liftSince: 'Bounced since',
    lift: 'Allow all bounced since then',
    lifting: 'Allowing...',
    liftConfirmTitle: 'Allow every address that bounced since {{time}}?',
    addTitle: 'Keep an address out',
    email: 'Address',
    reason: 'Why',
    detail: 'Note',
    detailHint: 'Optional: what happened.',
    add: 'Keep out',
    adding: 'Adding...',
  },
} as const;

/** The toasts of this section, by situation. `{{name}}` is filled in when the notice is raised. */
export const mailNotices = {
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
