/** What the library says: the sign-in form, the list of orders, its mail and its pages. */
export const libraryCopy = {
  signIn: {
    title: 'Get a sign-in link',
    intro:
      'Enter the e-mail address you bought the guide with. We will send you a link that opens your purchases: download the newest version of the guide any time, and see your receipts.',
    emailLabel: 'Your e-mail address',
    emailPlaceholder: 'you@example.com',
    submit: 'Get a sign-in link',
    busy: 'Sending...',
    failure: {
      title: 'Link not sent',
      description: 'There was an error sending your sign-in link. Please try again.',
    },
    /** The one answer for every address, whether or not it bought. */
    sent: (email: string) =>
      `If ${email} bought the guide, a sign-in link is on its way. It works once, for 30 minutes.`,
    sentTitle: 'Check your e-mail',
    another: 'Use another address',
  },
  signedIn: {
    as: 'Signed in as',
    signOut: 'Sign out',
    sessionNote: 'For your security you are signed out after one hour.',
    empty: 'There are no purchases for this address.',
    order: 'Order',
    purchased: 'Purchased',
    paid: 'Paid',
    discount: (code: string) => `Discount (${code})`,
    guaranteeUntil: (date: string) => `Money-back guarantee until ${date}`,
    guaranteeEnded: (date: string) => `Money-back guarantee ended on ${date}`,
    refundedOn: (date: string) => `Refunded on ${date}`,
    refunded: 'Refunded',
    noDownload: 'A refunded order has no download.',
    download: (updated: string | null, pages: number) =>
      updated
        ? `Download the guide (updated ${updated}, ${pages} pages)`
        : `Download the guide (${pages} pages)`,
    downloadsLeft: (left: number) =>
      left === 1 ? '1 download left today' : `${left} downloads left today`,
    noDownloadsLeft: 'No downloads left today: try again tomorrow.',
    receipt: 'View receipt',
    stamped:
      'Every download is the newest version, with your e-mail address and order number on each page.',
    myDataTitle: 'Your data',
    myDataNote:
      'Everything this site holds about your address (orders, mail sent to you, consents, downloads, messages and reviews) as one file.',
    myData: 'Download my data (JSON)',
  },
  mail: {
    heading: 'Open your purchases',
    subject: (brand: string) => `Your sign-in link for ${brand}`,
    intro: (brand: string, email: string) =>
      `Someone, hopefully you, asked for a link to the purchases of ${email} at ${brand}.`,
    terms:
      'Open your purchases with this link to download the newest version of the guide and see your receipts. It works once, within 30 minutes:',
    button: 'Open my purchases',
    ignore: 'If you did not ask for it, ignore this mail: nobody can use the link but you.',
  },
  pages: {
    prompt: {
      title: 'Open your purchases',
      text: 'Press the button to sign in to your purchases. The link works once.',
      button: 'Open my purchases',
    },
    expired: {
      title: 'This link has expired or was already used',
      text: 'Sign-in links work once, within 30 minutes. Get a new one here:',
    },
    limit: {
      title: 'No downloads left today',
      text: (perDay: number) =>
        `Each order can be downloaded ${perDay} times in 24 hours from your purchases, and this one has reached that. Please try again tomorrow; the copy attached to your delivery e-mail is yours too.`,
    },
    notYours: {
      title: 'This order is not in your purchases',
      text: 'Only the orders of the address you signed in with can be downloaded here.',
    },
    refunded: {
      title: 'This order was refunded',
      text: 'A refunded order has no download.',
    },
    back: 'Back to your purchases',
  },
  /** The payment result page's card, and the footer's link. */
  resultCard: {
    title: 'Get your guide again any time',
    text: 'Sign in to your purchases with your e-mail address to download the newest version of the guide and see your receipt.',
    link: 'Open your purchases',
  },
  footerLink: 'Your purchases',
  /** The line in the delivery mail. */
  deliveryMail: 'Get your guide again any time, always the newest version:',
} as const;
