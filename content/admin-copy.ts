/** What the back office says: its frame, sign-in, dashboard and cards. Notices are in admin-notices.ts. */
export const adminCopy = {
  frame: {
    section: 'Admin',
    viewSite: 'View site',
  },
  checking: 'Checking authentication...',
  signIn: {
    title: 'Admin Access Required',
    description: 'Sign in with your admin account to manage orders, content and settings.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
    busy: 'Signing in...',
    secureNote:
      'Secure sign-in: your password is checked on the server, and only accounts with the admin role are let in.',
    forgotLink: 'Forgot password?',
  },
  forgotPassword: {
    title: 'Reset your password',
    description:
      'Enter your admin e-mail address and we will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send reset link',
    busy: 'Sending...',
    sent: 'If this address belongs to an admin, a link to choose a new password is on its way. It works once, for 1 hour.',
    back: 'Back to sign in',
  },
  dashboard: {
    title: 'Admin Dashboard',
    signedInAs: 'Signed in as',
    signOut: 'Sign Out',
    signingOut: 'Signing out...',
  },
  /** The frame around the sections: navigation, page titles and the sections it cannot show. */
  shell: {
    navLabel: 'Back office sections',
    /** The document title of a section: "Orders · Admin Dashboard". */
    documentTitle: '{{section}} · {{admin}}',
    notAvailableTitle: 'Not available to your role',
    notAvailable:
      'Your admin role cannot open {{section}}. Ask an owner if you need what it holds.',
    notFoundTitle: 'Section not found',
    notFound: 'There is no back office section at this address.',
    backToStart: 'Go to your start page',
  },
  /** The navigation: each section's name, and the groups they sit in (the seed's two tabs). */
  sections: {
    overview: 'Overview',
    analytics: 'Analytics',
    orders: 'Orders',
    discounts: 'Discounts',
    customers: 'Customers',
    subscribers: 'Subscribers',
    mail: 'Mail',
    messages: 'Messages',
    reviews: 'Reviews',
    content: 'Content',
    files: 'Files',
    team: 'Team and security',
    account: 'Your account',
  },
  account: {
    passwordTitle: 'Password',
    passwordDescription: 'Change the password you sign in with; your other sessions end.',
  },
  sectionGroups: {
    analytics: 'Analytics',
    management: 'File & Content Management',
  },
  analytics: {
    periodLabel: 'Period',
    /** The period buttons, by the value the address carries (`?period=7`). */
    periods: {
      today: 'Today',
      yesterday: 'Yesterday',
      '7': '7 days',
      '14': '14 days',
      '30': '30 days',
      '90': '90 days',
    },
    /** The filters set by a click on a card's row, as chips above the cards. */
    filters: {
      label: 'Filters',
      dimensions: {
        page: 'Page',
        entry: 'Entry page',
        exit: 'Exit page',
        source: 'Source',
        medium: 'UTM medium',
        campaign: 'UTM campaign',
        device: 'Device',
        browser: 'Browser',
        os: 'Operating system',
        country: 'Country',
        region: 'State',
      },
      /** A chip: "Source: Google". */
      chip: '{{dimension}}: {{value}}',
      /** Its × button. */
      remove: 'Remove filter {{dimension}}: {{value}}',
      clearAll: 'Clear all',
    },
    /** Each headline figure against the period of the same length just before. */
    compare: {
      /** "+12% vs previous 7 days". */
      change: '{{change}} vs {{against}}',
      against: {
        today: 'yesterday',
        yesterday: 'the day before',
        days: 'previous {{days}} days',
      },
      /** Nothing before, something now. */
      new: 'New',
      noChange: 'No change',
      /** For screen readers and the tooltip: "was 1,102". */
      was: 'was {{value}}',
    },
    /** The headline figures that are not cards of their own before the comparison. */
    headline: {
      uniqueVisitors: 'Unique Visitors',
      viewsPerSession: 'Views per Session',
      avgSession: 'Avg. Session',
      conversionRate: 'Conversion Rate',
      purchases: 'Purchases',
    },
    /** DB-IP Lite's licence (CC BY 4.0) asks for this line wherever its places are shown. */
    geoAttribution: {
      text: 'IP geolocation by',
      link: 'DB-IP',
      href: 'https://db-ip.com',
    },
    loading: 'Loading analytics...',
    updating: 'Updating...',
    cards: {
      totalVisitors: 'Total Visitors',
      pageViews: 'Page Views',
      bounceRate: 'Bounce Rate',
      revenue: 'Revenue',
      activeUsers: 'Active Users (30m)',
      recentActivity: 'Recent Activity',
      daily: 'Visitors per Day',
      funnel: 'Purchase Funnel',
      revenueBySource: 'Revenue by Source',
      goals: 'Goals',
      /** The ranked cards, by the contract's card id: their CSV link's name. */
      pages: 'Top Pages',
      entryPages: 'Entry Pages',
      exitPages: 'Exit Pages',
      sources: 'Traffic Sources',
      mediums: 'UTM Medium',
      campaigns: 'UTM Campaign',
      devices: 'Devices',
      browsers: 'Browsers',
      operatingSystems: 'Operating Systems',
      countries: 'Countries',
      regions: 'US States',
      /** The cards that show several ranked cards as tabs. */
      groups: {
        pages: 'Pages',
        sources: 'Sources',
        technology: 'Devices & Software',
        places: 'Locations',
      },
    },
    /** A ranked card's rows: what a click filters by, and what an empty card says. */
    dimensions: {
      /** A row's button, with the filter chip's words: "Filter by Source: Google". */
      filterBy: 'Filter by {{dimension}}: {{value}}',
      /** Each ranked card's tab in its group card: short, three fit a phone's width. */
      tabs: {
        pages: 'Top',
        entryPages: 'Entry',
        exitPages: 'Exit',
        sources: 'Sources',
        mediums: 'Medium',
        campaigns: 'Campaign',
        devices: 'Devices',
        browsers: 'Browsers',
        operatingSystems: 'OS',
        countries: 'Countries',
        regions: 'US states',
      },
      /** Cards whose empty state says more than noPageViews / noSessions. */
      empty: {
        mediums: 'No sessions with a UTM medium in this period.',
        campaigns: 'No sessions with a UTM campaign in this period.',
        countries: 'No located sessions in this period yet.',
        regions: 'No sessions from a US state in this period yet.',
      },
    },
    goals: {
      description: 'Sessions that reached each goal, and their share of all sessions.',
      /** `cta:<location>`: "Call to action: hero". */
      cta: 'Call to action: {{location}}',
      /** `scroll:<percent>`: "Scrolled 75%". */
      scroll: 'Scrolled {{percent}}%',
      engaged: 'Engaged ({{seconds}} s)',
      deeplyEngaged: 'Deeply engaged ({{minutes}} min)',
      videoPlay: 'Video played',
      beginCheckout: 'Checkout started',
      purchase: 'Purchase',
      /** A goal's rate: "24.8% of sessions". */
      rate: '{{percent}} of sessions',
      empty: 'No goals reached in this period yet.',
    },
    /** Each card's download link: "CSV", named "Download Traffic Sources as CSV". */
    export: {
      link: 'CSV',
      name: 'Download {{card}} as CSV',
    },
    /** Under the revenue: what the net is made of. */
    revenueDetail: '{{gross}} gross, {{refunded}} refunded',
    activeUsersNote: 'Sessions active in the last 30 minutes',
    /** A page's or device's count: "1,204 views". */
    views: { one: '{{n}} view', other: '{{n}} views' },
    /** A source's count: "318 sessions". */
    sessions: { one: '{{n}} session', other: '{{n}} sessions' },
    noPageViews: 'No page views in this period yet.',
    noSessions: 'No sessions in this period yet.',
    noPurchases: 'No purchases in this period yet.',
    chart: {
      summary:
        'Visitors, page views and conversions per day from {{from}} to {{to}}; totals: {{visitors}}, {{pageViews}}, {{conversions}}.',
      /** Under the chart's caption: the period's net revenue (the tooltip gives each day's). */
      revenueTotal: 'Net revenue in the period: {{revenue}}.',
      /** The summary's totals, each with its noun. */
      totals: {
        visitors: { one: '{{n}} visitor', other: '{{n}} visitors' },
        pageViews: { one: '{{n}} page view', other: '{{n}} page views' },
        conversions: { one: '{{n}} conversion', other: '{{n}} conversions' },
      },
      tableCaption: 'Visitors, page views, conversions and net revenue per day',
      day: 'Day',
      visitors: 'Visitors',
      pageViews: 'Page views',
      conversions: 'Conversions',
      revenue: 'Net revenue',
      loading: 'Loading chart...',
      /** After the caption when some days had no visit: they are drawn at zero. */
      quietDays: {
        one: '{{n}} day without visits, drawn at zero.',
        other: '{{n}} days without visits, drawn at zero.',
      },
      empty: 'No visits in this period yet: the chart fills in as visitors arrive.',
    },
    funnel: {
      description: 'Sessions of the period and how far they got towards a purchase.',
      sessions: 'Sessions',
      viewedCheckout: 'Viewed checkout',
      startedPayment: 'Started payment',
      purchased: 'Purchased',
      /** A step's share: "12.5% of sessions". */
      share: '{{percent}} of sessions',
    },
    revenueBySource: {
      description:
        "Purchases by the buyer's first-touch source, most revenue first; refunded ones are taken out.",
      /** "3 purchases". */
      purchases: { one: '{{n}} purchase', other: '{{n}} purchases' },
    },
  },
  common: {
    refresh: 'Refresh',
    refreshing: 'Refreshing...',
    exportCsv: 'Export CSV',
    loading: 'Loading...',
    previous: 'Previous',
    next: 'Next',
    /** "Page 2 of 7". */
    pageOf: 'Page {{page}} of {{pages}}',
    /** A refresh failed while older data is still on screen. */
    stale: 'Could not refresh: showing what was loaded before.',
    loadFailed: 'Could not load this list.',
    retry: 'Try again',
    never: 'Never',
    /** An empty cell or value. */
    none: '—',
    cancel: 'Cancel',
  },
  orders: {
    title: 'Orders',
    description: 'Every purchase of the guide, newest first.',
    totalOrders: 'Orders',
    refundedOrders: 'Refunded',
    unpaidCheckouts: 'Unpaid checkouts',
    totalRevenue: 'Total Revenue',
    recentOrders: 'Recent Orders',
    empty: "No orders yet. When customers purchase your guide, they'll appear here.",
    loading: 'Loading orders...',
    searchTitle: 'Find an order',
    searchLabel: 'E-mail, name or order id',
    searchPlaceholder: 'Part of an e-mail or name, or an order id',
    statusLabel: 'Status',
    searchSubmit: 'Search',
    searchEmpty: 'No orders match this search.',
    statusFilters: {
      paid: 'Orders (paid)',
      completed: 'Completed',
      refunded: 'Refunded',
      unpaid: 'Unpaid checkouts',
      pending: 'Unpaid: still open',
      expired: 'Unpaid: expired',
      all: 'Orders and unpaid checkouts',
    },
    columns: {
      customer: 'Customer',
      email: 'E-mail',
      amount: 'Amount',
      status: 'Status',
      date: 'Date',
    },
  },
  orderStatus: {
    completed: 'Completed',
    pending: 'Pending',
    refunded: 'Refunded',
    expired: 'Expired',
  },
  orderDetail: {
    title: 'Order {{id}}',
    close: 'Close order details',
    loading: 'Loading order...',
    customer: 'Customer',
    name: 'Name',
    email: 'E-mail',
    address: 'Address',
    payment: 'Payment',
    amount: 'Amount',
    status: 'Status',
    created: 'Created',
    completed: 'Completed',
    expired: 'Expired',
    refunded: 'Refunded',
    provider: 'Provider',
    providerSession: 'Checkout session',
    paymentIntent: 'Payment intent',
    refundId: 'Refund',
    refundUntil: 'Refund window ends',
    // Where the order came from: the analytics visit its checkout named.
    visit: 'Came from',
    source: 'Source',
    medium: 'Medium',
    campaign: 'Campaign',
    landingPage: 'Landing page',
    /** A medium or campaign the visit's address did not name. */
    noneNamed: 'none',
    noVisit:
      'Not known: the tracker did not see this visit (scripts off, Global Privacy Control, or an admin’s own browser).',
    mails: 'E-mails',
    noMails: 'No e-mails for this order.',
    mailFacts: {
      recipient: 'To',
      attempts: 'Attempts',
      lastError: 'Last error',
      sent: 'Sent',
    },
    requeue: 'Requeue',
    downloadLink: 'Download link',
    noDownloadLink: 'No download link: the order has not been completed.',
    usesLeft: 'Downloads left',
    /** "3 of 5". */
    usesLeftValue: '{{left}} of {{max}}',
    expiresAt: 'Expires',
    downloads: 'Downloads',
    noDownloads: 'Not downloaded yet.',
    downloadFacts: { at: 'Time', ip: 'Address', userAgent: 'Browser' },
    actions: 'Actions',
    refund: 'Refund',
    refunding: 'Refunding...',
    refundConfirmTitle: 'Refund this order?',
    refundConfirm:
      'The buyer gets the full amount back and a refund confirmation e-mail, and the download link stops working at once. This cannot be undone.',
    refundConfirmAction: 'Refund order',
    resend: 'Resend delivery',
    resending: 'Resending...',
    resendHelp: 'Sends the delivery e-mail again, with the same download link.',
    resendUnavailable: 'Only a completed order has a guide to resend.',
  },
  security: {
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
  },
  auditActions: {
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
  },
  /** The Mail section: broadcasts, their composer and report, automations, suppressed addresses. */
  mail: {
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
      archivedHint:
        'Once sent, the mail gets its own page in the archive. You can change it later.',
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
      names: {
        'welcome-series': 'Welcome series',
        'checkout-reminder': 'Checkout reminder',
        'guide-update': 'Guide update notice',
        'review-request': 'Review request',
      },
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
      allowText:
        'The address receives broadcasts again if it is still subscribed or agreed to news.',
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
  },
  /** The header rows of the Analytics cards' CSV downloads. */
  analyticsExport: {
    /** A ranked card's first column: what its rows are. */
    keys: {
      pages: 'Page',
      entryPages: 'Entry page',
      exitPages: 'Exit page',
      sources: 'Source',
      mediums: 'UTM medium',
      campaigns: 'UTM campaign',
      devices: 'Device',
      browsers: 'Browser',
      operatingSystems: 'Operating system',
      countries: 'Country',
      regions: 'Region',
    },
    /** A ranked card's second column, by what it counts. */
    counts: { views: 'Views', sessions: 'Sessions' },
    goals: { goal: 'Goal', sessions: 'Sessions', rate: 'Conversion rate' },
    revenueBySource: { source: 'Source', purchases: 'Purchases', revenue: 'Revenue' },
    daily: {
      day: 'Day',
      visitors: 'Visitors',
      pageViews: 'Page views',
      purchases: 'Purchases',
      revenue: 'Revenue',
    },
  },
  /** The Subscribers section's first card: everyone marketing mail reaches now. */
  audience: {
    title: 'Who your mail reaches',
    description:
      'Every address a broadcast reaches now, and where each agreed to news: the newsletter sign-up, a paid checkout with the news box ticked, or both. The Mail section counts the same addresses.',
    countsLabel: 'Audience sizes',
    audienceLabel: 'Audience',
    empty: 'Nobody is in this audience yet.',
    listLabel: 'Audience list',
    columns: { email: 'Address', sources: 'Agreed to news at', since: 'Since' },
    sources: { subscriber: 'Newsletter sign-up', buyer: 'Checkout' },
  },
  subscribers: {
    title: 'Newsletter sign-ups',
    description:
      'Every sign-up, pending and unsubscribed too. The export holds confirmed subscribers with their consent.',
    counts: { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' },
    statusLabel: 'Status',
    statusFilters: {
      all: 'All statuses',
      pending: 'Pending',
      confirmed: 'Confirmed',
      unsubscribed: 'Unsubscribed',
    },
    empty: 'No subscribers here yet.',
    listLabel: 'Subscriber list',
    columns: {
      email: 'Address',
      status: 'Status',
      createdAt: 'Signed up',
      confirmedAt: 'Confirmed',
      unsubscribedAt: 'Unsubscribed',
    },
  },
  images: {
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
  },
  messages: {
    title: 'Messages',
    description: 'What visitors sent through the contact form or the chat, newest first.',
    /** "2 unread". */
    unread: '{{n}} unread',
    empty: 'No messages yet.',
    unreadBadge: 'Unread',
    handledBadge: 'Handled',
    /** Marks a question the chat handed over, which comes without the sender's name. */
    chatBadge: 'From the chat',
    from: 'From',
    markHandled: 'Mark handled',
    reply: 'Reply',
    /** The subject of a reply, in the visitor's mail program. */
    replySubject: 'Re: your message to {{brand}}',
  },
  reviews: {
    title: 'Buyers’ reviews',
    description:
      'Reviews written through the link each buyer gets after their order. Only approved ones show on the site.',
    filterLabel: 'Review status',
    /** A filter with its count: "Pending (3)". */
    filterCount: '{{label}} ({{n}})',
    filters: { pending: 'Pending', approved: 'Approved', hidden: 'Hidden', all: 'All' },
    empty: {
      pending: 'No review is waiting for you.',
      approved: 'No approved review yet.',
      hidden: 'No hidden review.',
      all: 'No review yet. Buyers get a review request some days after their order.',
    },
    statuses: { pending: 'Pending', approved: 'Approved', hidden: 'Hidden' },
    /** The stars' name for a screen reader: "4 out of 5 stars". */
    stars: '{{n}} out of 5 stars',
    shownAs: 'Shown as',
    order: 'Order',
    email: 'Buyer’s e-mail (for support, never shown on the site)',
    verified: 'Verified purchase: tied to order {{order}}. The site shows it with this label.',
    approve: 'Approve',
    hide: 'Hide',
    reply: 'Reply',
    replyTitle: 'Your reply',
    replyLabel: 'Reply, shown under the review on the site',
    replyHint: 'Plain text, up to {{max}} characters.',
    saveReply: 'Save reply',
    savingReply: 'Saving...',
    editReply: 'Edit reply',
    removeReply: 'Remove reply',
    cancel: 'Cancel',
    repliedOn: 'Replied {{date}}',
  },
  testimonials: {
    title: 'Your testimonials',
    description:
      'Words people sent you (a letter, a call), with their permission. The site labels them as yours, never as a verified purchase, and they do not count in the rating.',
    empty: 'No testimonial of your own yet.',
    addTitle: 'Add a testimonial',
    editTitle: 'Edit the testimonial',
    quote: 'Quote',
    name: 'Name to show',
    location: 'Location (optional)',
    limit: 'Up to {{max}} characters.',
    add: 'Add testimonial',
    adding: 'Adding...',
    save: 'Save changes',
    saving: 'Saving...',
    edit: 'Edit',
    cancel: 'Cancel',
    remove: 'Delete',
    removing: 'Deleting...',
    removeConfirmTitle: 'Delete this testimonial?',
    removeConfirm: 'The quote by {{name}} is removed from the site at once.',
    removeConfirmAction: 'Delete testimonial',
    listLabel: 'Your testimonials',
  },
  sampleReviews: {
    title: 'Sample reviews',
    description:
      'Samples are shown only while payments are in test mode and the site has no approved review or testimonial of its own. A site taking real payments never shows them.',
    badge: 'Sample',
    shownNow: 'The site shows these samples now.',
    hiddenNow: 'The site does not show these samples.',
    showSamples: 'The seed’s rating line and four testimonials',
    listLabel: 'Sample reviews',
  },
  contentSettings: {
    title: 'Content Management',
    description:
      'The brand, the offer and the texts of the public site. Saved changes show on every page at once.',
    loading: 'Loading content settings...',
    fields: {
      websiteTitle: {
        label: 'Website Title',
        hint: 'The brand in every page title, the header, the footer and every e-mail.',
      },
      supportEmail: {
        label: 'Support e-mail',
        hint: 'Where buyers write: shown on the pages and in the chat, the sender and Reply-To of every e-mail, and where contact messages go.',
      },
      guidePrice: {
        label: 'Single Guide Price ($)',
        hint: 'What buyers pay, like 47.00. Checkouts already started keep their price.',
      },
      compareAtPrice: {
        label: 'Regular Price ($)',
        hint: 'Shown struck through next to the price, with the saving; it must be more than the guide price. Leave it empty for none.',
      },
      // A dated sale (issue 26): its price, start, end and whether pages say when it ends.
      salePrice: {
        label: 'Sale price ($)',
        hint: 'Charged and shown from the start to the end, with the guide price struck through; at least 0.50 and below the guide price. Leave it and the dates empty for no sale.',
      },
      saleStartsAt: {
        label: 'Sale starts',
        hint: 'In your time zone, {{zone}}.',
      },
      saleEndsAt: {
        label: 'Sale ends',
        hint: 'In your time zone, {{zone}}. The guide price returns at this moment.',
      },
      saleShowsEnd: {
        label: 'Show when the sale ends',
        hint: 'Pages say "Sale ends November 30" under the price while it runs.',
      },
      // Claims the seller stands behind (issue 23): headlines, checkout texts, refund window, reviews.
      refundWindowDays: {
        label: 'Refund window (days)',
        hint: 'Days a buyer has to ask for a refund, from 1 to 365. Every page, mail and the guarantee ("14-Day Money-Back Guarantee") name this number.',
      },
      homeHeadline: {
        label: 'Home headline',
        hint: "The home page's main heading. May name {{price}} and {{savings}}.",
      },
      checkoutHeadline: {
        label: 'Checkout headline',
        hint: "The checkout page's main heading. May name {{price}} and {{savings}}.",
      },
      checkoutWarningTitle: {
        label: 'Checkout warning title',
        hint: 'The bold start of the banner under the checkout headline.',
      },
      checkoutWarningText: {
        label: 'Checkout warning text',
        hint: 'The rest of that banner. May name {{price}} and {{savings}}.',
      },
      payButtonLabel: {
        label: 'Pay button label',
        hint: 'The checkout button. {{savings}} (the regular price minus the price) needs a regular price.',
      },
      reviewRequestAfterDays: {
        label: 'Ask for a review after (days)',
        hint: 'Days after a completed order before the buyer is asked for a review, from 1 to 90.',
      },
      reviewsMinimumShown: {
        label: 'Reviews before the average shows',
        hint: 'The average rating and count show from this many approved reviews on, from 1 to 50.',
      },
      guideTitle: {
        label: 'Single Guide Title',
        hint: 'The product name on the pages, at checkout and in the receipt.',
      },
      heroDescription: {
        label: 'Hero Description',
        hint: "The paragraph under the home page's headline.",
      },
      introVideoId: {
        label: 'YouTube video id',
        hint: 'The 11 characters after "v=" in the video\'s address. Leave it empty for no video.',
      },
      operatorName: {
        label: 'Legal name',
        hint: 'Who runs the site, as named in the legal pages and the mail footers.',
      },
      operatorAddress: {
        label: 'Postal address',
        hint: 'Shown in the legal notice and at the foot of every e-mail.',
      },
      governingState: {
        label: 'Governing state',
        hint: 'The state whose law governs the terms and the legal notice.',
      },
      timeZone: {
        label: 'Time zone',
        hint: 'Where your days begin and end: Overview, Analytics, Orders and the weekly report count by them. A name such as America/Chicago, America/New_York or UTC.',
      },
    },
    saleGroup: 'Sale',
    homeGroup: 'Home page',
    checkoutGroup: 'Checkout',
    reviewsGroup: 'Reviews',
    videoGroup: 'Intro video',
    operatorGroup: 'Operator (legal pages and mail footers)',
    /** Under a text that still holds the sample's wording. */
    sampleNote: 'Sample text: buyers see it until you save your own.',
    keepSample: 'Keep this wording as mine',
    daysGroup: 'Your days',
    save: 'Save Changes',
    saving: 'Saving...',
    preview: 'Preview Changes',
    previewing: 'Opening preview...',
    unsaved: 'Unsaved changes',
    /** "Last saved Nov 23, 2026, 4:52 PM by admin@example.com". */
    lastSaved: 'Last saved {{time}} by {{email}}',
    neverSaved: 'Using the defaults: not saved yet',
    previewBlocked: 'Your browser kept the preview from opening in a new tab.',
    openPreview: 'Open the preview',
  },
  /** The launch checklist: what still stands between the site and real orders. */
  checklist: {
    title: 'Launch checklist',
    description:
      'What to settle before the site takes real orders, checked against the site as it runs.',
    loading: 'Checking the site...',
    /** "4 of 7 done". */
    progress: '{{done}} of {{total}} done',
    done: 'Done',
    notDone: 'Not done',
    /** The link to the back-office section where an item is put right: "Fix in Files". */
    fixInSection: 'Fix in {{section}}',
    /** For configuration: "Set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET or PAYMENTS". */
    fixInConfig: 'Set {{variables}}',
    /** The README section that explains those variables. */
    readme: 'README: {{anchor}}',
    /** Before the sample texts still shown, each a link: "Still the sample: Hero Description, ...". */
    samples: 'Still the sample:',
    items: {
      guide: 'Guide uploaded',
      operator: 'Operator named',
      payments: 'Payments',
      mail: 'Outgoing mail',
      siteUrl: 'Public https address',
      supportEmail: 'Support e-mail',
      sampleTexts: 'Sample texts replaced',
      sampleReviews: 'Sample testimonials replaced',
    },
    reasons: {
      guideUploaded: 'Buyers receive your uploaded guide.',
      guidePlaceholder:
        'No guide is uploaded: the test provider sells the placeholder, and Stripe sells nothing until you upload the guide.',
      operatorSet: 'The legal pages and mail footers name you.',
      operatorSample:
        "The legal pages and every mail footer still show the sample operator's name and address.",
      stripeLive: 'Stripe takes real payments.',
      stripeTestKey: 'Stripe runs with a test key (sk_test_): nobody is really charged.',
      testPaymentsChosen:
        'The test provider runs on purpose (PAYMENTS=test): anyone can get the guide without paying.',
      testPaymentsDefault:
        'No Stripe keys: the free test provider runs because nothing else is set.',
      smtpSet: 'Mail goes out through your SMTP server.',
      mailToFiles: 'No SMTP server: mail is written as .eml files on the server and never sent.',
      siteUrlHttps: 'Links, mail and checks use your public https address.',
      siteUrlNotHttps:
        'SITE_URL is not a public https address: links in mail and payments would point elsewhere.',
      supportEmailSet: 'Pages and mail give your support address.',
      supportEmailSample: 'Pages and mail give the sample support address, which nobody reads.',
      textsReplaced: 'The public texts are your own.',
      textsSample:
        'Some public texts are still the sample copy: write your own, or keep the wording as yours, and save.',
      reviewsOwn: 'No sample testimonials or rating are shown.',
      reviewsSample:
        'The sample testimonials and rating show until the first review or testimonial of your own.',
    },
  },
  guideFiles: {
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
  },
  /** Admin roles: their names, what each may do, and the Team section's role controls. */
  roles: {
    names: { owner: 'Owner', support: 'Support' },
    abilities: {
      owner:
        'everything: orders, customers, messages, subscribers, the site content, files, analytics and the team',
      support: 'the daily work with buyers: orders, customers, messages and the subscribers list',
    },
    /** Under the grant form's role: "Can do everything: ...". */
    abilityHint: 'Can do {{abilities}}.',
    grantRole: 'Role',
    roleLabel: 'Role of {{email}}',
    changeRole: 'Change role',
    changingRole: 'Changing...',
  },
  /** Each admin's own choice: a mail for every sale and refund (Team and security). */
  saleAlerts: {
    title: 'Sale alerts',
    description:
      'A mail for every completed sale and every refund: the amount, the buyer, where they came from and a link to the order. Alerts are capped per hour; the next alert counts any held back.',
    switchLabel: 'Mail me every sale and refund',
    loading: 'Loading your setting...',
  },
  // The guide update notice and the weekly report (notices).
  weeklyReport: {
    title: 'Weekly report',
    description:
      'A mail every Monday morning (in the time zone set under Content) with last week against the week before: sales, net revenue, refunds, visitors, conversion, top sources and pages, and a link to the Overview.',
    switchLabel: 'Mail me the weekly report',
    loading: 'Loading your setting...',
  },
  guideUpdate: {
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
  },
  /** The Orders section's search beyond the text and status. */
  orderSearch: {
    domainLabel: 'E-mail domain',
    domainPlaceholder: 'example.com',
    fromLabel: 'From',
    toLabel: 'To',
    /** "1 order found", "45 orders found". */
    result: { one: '{{n}} order found', other: '{{n}} orders found' },
    /** The money of the matching orders. */
    totals: '{{gross}} paid, {{refunded}} refunded, {{net}} net',
  },
  /** Each outbox mail kind as the order's mails name it; a test keeps it complete. */
  mailKinds: {
    'order-delivery': 'Guide delivery',
    'subscription-confirm': 'Newsletter confirmation',
    'newsletter-welcome': 'Newsletter welcome',
    'contact-ack': 'Message received',
    'contact-notify': 'New message to support',
    'password-reset': 'Password reset',
    'admin-invite': 'Admin invitation',
    'order-refund': 'Refund confirmation',
    'sale-alert': 'Sale alert',
    'guide-ready': 'Guide ready notice',
    'review-request': 'Review request',
    'guide-update': 'Guide update notice',
    'weekly-report': 'Weekly report',
    'welcome-tip': 'Welcome series tip',
    'checkout-reminder': 'Checkout reminder',
    broadcast: 'Broadcast',
    'library-sign-in': 'Library sign-in link',
  } as Readonly<Record<string, string>>,
  customers: {
    title: 'Customers',
    description: 'Everyone who bought the guide, by e-mail address, latest purchase first.',
    loading: 'Loading customers...',
    empty: 'No customers yet.',
    searchTitle: 'Find a customer',
    searchLabel: 'E-mail',
    searchPlaceholder: 'Part of an e-mail address',
    searchSubmit: 'Search',
    searchEmpty: 'No customers match this search.',
    /** "1 customer", "45 customers". */
    count: { one: '{{n}} customer', other: '{{n}} customers' },
    listLabel: 'Customers',
    /** "2 orders", "1 order". */
    orders: { one: '{{n}} order', other: '{{n}} orders' },
    subscribed: 'Subscribed',
    facts: {
      orders: 'Orders',
      paid: 'Paid (net)',
      refunds: 'Refunds',
      refunded: 'Refunded',
      newsletter: 'Newsletter',
      firstPurchase: 'First purchase',
      lastPurchase: 'Last purchase',
    },
    /** "1 refund ($47.00)". */
    refundsValue: '{{n}} ({{amount}})',
    subscribedYes: 'Confirmed subscriber',
    subscribedNo: 'Not subscribed',
    detailOrders: 'Their orders',
    back: 'All customers',
    /** Names a buyer's page: "Customer ann@example.com". */
    detailTitle: 'Customer {{email}}',
  },
  /** The Discounts section (owners): codes, their figures, the dialog that makes and edits one. */
  discounts: {
    title: 'Discount codes',
    description:
      'Codes buyers enter at checkout, or open with a share link. Revenue is what their kept orders paid, after refunds.',
    loading: 'Loading discount codes...',
    empty: 'No discount codes yet. Create one to offer a percent or an amount off the guide.',
    listLabel: 'Discount codes',
    newCode: 'New code',
    columns: {
      code: 'Code',
      discount: 'Discount',
      dates: 'Dates',
      uses: 'Uses',
      revenue: 'Revenue',
      state: 'State',
      actions: 'Actions',
    },
    /** "15%" and "$10.00" off. */
    percentOff: '{{amount}}%',
    /** "From Dec 1, 2026", "Until Dec 31, 2026", "Dec 1, 2026 – Dec 31, 2026", "Any time". */
    from: 'From {{start}}',
    until: 'Until {{end}}',
    between: '{{start}} – {{end}}',
    anyTime: 'Any time',
    /** "3 of 10", "3" when unlimited; open checkouts after: "1 checkout open". */
    usesOf: '{{uses}} of {{max}}',
    openCheckouts: { one: '{{n}} checkout open', other: '{{n}} checkouts open' },
    /** Under the revenue: "$21.00 off given". */
    discountGiven: '{{amount}} off given',
    states: {
      active: 'Active',
      scheduled: 'Scheduled',
      expired: 'Expired',
      used_up: 'Used up',
      inactive: 'Off',
    },
    edit: 'Edit',
    activate: 'Turn on',
    deactivate: 'Turn off',
    copyLink: 'Copy link',
    linkCopied: { title: 'Link copied', description: 'Buyers who open it get the code applied.' },
    copyFailed: {
      title: 'Could not copy',
      description: 'Your browser did not allow it: the link is {{url}}',
    },
    remove: 'Delete',
    removing: 'Deleting...',
    removeConfirmTitle: 'Delete this code?',
    removeConfirm:
      'No order used {{name}}: it is deleted for good, and links with it stop working.',
    removeConfirmAction: 'Delete code',
    dialog: {
      newTitle: 'New discount code',
      editTitle: 'Edit {{code}}',
      description:
        'Buyers type the code at checkout or open its link, and see the lower price before they pay.',
      close: 'Close',
      code: 'Code',
      codeHint:
        'What buyers type, such as FALL20: letters, numbers, dashes and underscores. Capitals or not, it works the same.',
      kind: 'Type of discount',
      kinds: { percent: 'Percent off', fixed: 'Dollar amount off' },
      amountPercent: 'Percent off',
      amountFixed: 'Dollars off',
      startsAt: 'Starts (optional)',
      endsAt: 'Ends (optional)',
      datesHint: 'In your time zone. Leave both empty to start now and never end.',
      maxUses: 'How many times it can be used (optional)',
      maxUsesHint:
        'Each paid order counts, and so does a buyer who is paying with it right now. Leave empty for no limit.',
      active: 'Turned on: buyers can use it between its dates',
      create: 'Create code',
      creating: 'Creating...',
      save: 'Save changes',
      saving: 'Saving...',
      cancel: 'Cancel',
    },
    notices: {
      created: { title: 'Code created', description: 'Buyers can use it within its dates.' },
      saved: { title: 'Code saved', description: 'New checkouts use the new terms.' },
      switchedOn: { title: 'Code turned on', description: 'Buyers can use it again.' },
      switchedOff: { title: 'Code turned off', description: 'Buyers can no longer use it.' },
      removed: { title: 'Code deleted', description: 'It no longer exists.' },
      failed: {
        title: 'Code not saved',
        description: 'The code could not be saved. Please try again.',
      },
      fieldsInvalid: { title: 'Please check the code', description: 'Some fields need a change.' },
    },
    /** The order detail's lines for an order bought with a code. */
    orderFacts: {
      listPrice: 'List price',
      discountCode: 'Discount code',
      /** "FALL20 (−$7.05)". */
      discountValue: '{{code}} (−{{amount}})',
    },
  },
  /**
   * What the shop's figures count, said once and shown on every card that shows them
   * (Overview, Orders, Analytics): server/revenue/revenue.ts computes them by these words.
   */
  definitions: {
    orders: 'Paid orders, refunded ones included. Unpaid checkouts are not orders.',
    purchases: 'Paid orders, refunded ones included, credited to the visits they came from.',
    conversion: 'Paid orders ÷ visits, on the same days.',
    visits: 'Visits (sessions) started.',
    refunded: 'Paid orders refunded since: still counted as orders.',
    unpaidCheckouts: 'Checkouts opened and never paid (pending or expired). Not orders.',
    /** "Days run midnight to midnight in America/Chicago." */
    days: 'Days run midnight to midnight in {{zone}}.',
  },
  /** The Overview section: the shop at a glance (owners). */
  overview: {
    loading: 'Loading the overview...',
    /** "Today is Dec 5, 2026. Days run midnight to midnight in America/Chicago." */
    todayIs: 'Today is {{day}}. {{days}}',
    periods: {
      today: 'Today',
      yesterday: 'Yesterday',
      last7Days: 'Last 7 days',
    },
    /** What each period is compared with, said under its title. */
    comparedWith: {
      today: 'vs yesterday up to this time',
      yesterday: 'vs the day before',
      last7Days: 'vs the 7 days before, up to this time',
    },
    figures: {
      orders: 'Orders',
      revenue: 'Net revenue',
      visitors: 'Visitors',
      conversionRate: 'Conversion',
    },
    /** Under the orders: "1 refunded". */
    refundedOrders: '{{n}} refunded',
    /** Under the net revenue: "$94.00 gross, $47.00 refunded". */
    revenueDetail: '{{gross}} gross, {{refunded}} refunded',
    /** A change against the previous period, for screen readers: "up 12%", "down 3%". */
    changeUp: 'up {{percent}} on the period before',
    changeDown: 'down {{percent}} on the period before',
    changeNone: 'no change on the period before',
    changeUnknown: 'nothing to compare with in the period before',
    newestOrders: 'Newest orders',
    noOrders: 'No orders yet.',
    messages: 'Unhandled messages',
    /** "2 messages wait for an answer." */
    messagesWaiting: {
      one: '{{n}} message waits for an answer.',
      other: '{{n}} messages wait for an answer.',
    },
    noMessages: 'Every message is handled.',
    failedMail: 'Mail that failed',
    /** "1 mail could not be sent." */
    failedMailCount: {
      one: '{{n}} mail could not be sent.',
      other: '{{n}} mails could not be sent.',
    },
    noFailedMail: 'No mail failed.',
    /** A failed mail's line: "Queued Nov 23, 2026, 4:52 PM · 5 attempts". */
    queued: 'Queued {{time}}',
    attempts: { one: '{{n}} attempt', other: '{{n}} attempts' },
    retry: 'Retry',
  },
} as const;
