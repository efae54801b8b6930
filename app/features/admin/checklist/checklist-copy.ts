/** What the back office's launch checklist says; its toasts are at the end. */
/** The launch checklist: what still stands between the site and real orders. */
export const checklistCopy = {
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
    attorneyNotice: 'Attorney notice',
    salesTax: 'Sales tax decided',
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
    testPaymentsDefault: 'No Stripe keys: the free test provider runs because nothing else is set.',
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
    attorneyNoticeSays:
      'The attorney notice beside the offer, the checkout, the articles, the mail and the PDF says the guide is not a substitute for the advice of an attorney.',
    attorneyNoticeReworded:
      'The attorney notice no longer says the guide is not a substitute for the advice of an attorney (or lawyer): Texas asks for that sentence, clearly and conspicuously, of a self-help product.',
    taxStripe: 'Checkouts charge sales tax as Stripe Tax computes it on each buyer’s address.',
    taxOffDecided: 'You saved the tax setting as off: checkouts charge no sales tax.',
    taxUndecided:
      'Many states tax downloaded guides. Decide: turn on Stripe Tax in Content, or sell through Stripe Managed Payments, a merchant of record that collects the tax for you (not built into this site); save the setting either way.',
  },
} as const;
