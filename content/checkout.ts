/**
 * Copy of the checkout page. Prices, page counts and days are never written here: they are
 * {{placeholders}}, filled from the site settings the server sends with the page.
 */
export const checkoutCopy = {
  // Sample wording of the warning and the pay button, plain and true: the seller replaces it.
  warning: {
    title: 'Check your deadline',
    text: 'An administrative order can usually be challenged only for a short time after it is served. The date on your notice is the one that counts.',
  },
  product: {
    regularPrice: 'Regular price',
    todayPrice: 'Today',
    saveBadge: 'Save {{savings}} Now!',
    oneTime: 'One-time payment. Instant PDF download.',
  },
  savings: {
    title: 'Compare the Cost',
    lawyerLabel: 'Family lawyer',
    lawyerCost: '$300-500/hour',
    guideLabel: 'This guide',
    guideCost: '{{price}} one-time',
    note: 'Learn your options before you pay for a single hour of legal time.',
  },
  whatsInside: {
    title: "What's Inside",
    items: [
      '{{pages}} pages of legally grounded information',
      'Instant PDF download after payment',
      'Step-by-step guidance',
      'Sample forms',
      'Federal laws reference',
    ],
  },
  moneyBackNote:
    '{{refundDays}}-day money-back guarantee: if the guide does not help you, ask for a full refund.',
  trust: {
    title: 'Secure & Trusted',
    cardsLabel: 'Cards accepted',
    cards: ['Visa', 'Mastercard', 'American Express', 'Discover'],
    walletsLabel: 'Wallets accepted',
    wallets: ['Apple Pay', 'Google Pay'],
    /** Shown only where true: the connection badge over HTTPS, the Stripe one with Stripe. */
    badges: {
      https: 'Encrypted connection (HTTPS)',
      stripe: 'Card payments by Stripe (PCI DSS Level 1)',
    },
    /** With the built-in test provider, instead of the cards, wallets and Stripe's badge. */
    testPayments: 'Test payments: no card is asked for and nothing is charged.',
    guarantee: '{{guarantee}}',
  },
  form: {
    title: 'Your Details',
    description: 'Your guide is sent to this e-mail address right after payment.',
    labels: {
      email: 'Email Address',
      name: 'Full Name',
      address: 'Street Address',
      city: 'City',
      state: 'State',
      zip: 'ZIP Code',
    },
    placeholders: {
      email: 'you@example.com',
      name: 'John Smith',
      address: '123 Main St',
      city: 'Springfield',
      zip: '12345',
    },
    /** Beside the address fields: why a guide sent by e-mail asks for a postal address. */
    addressReason:
      'We ask for your postal address for your receipt, to work out any sales tax, and as evidence if a payment is ever disputed.',
    statePlaceholder: 'Select your state',
    newsConsent: 'Send me news and tips about child support by e-mail. Unsubscribe at any time.',
    payButton: 'Get Instant Access - Pay {{price}}',
    payBusy: 'Processing Secure Payment...',
    redirectNote: 'You will be taken to our secure payment page to pay by card or wallet.',
  },
  compactSummary: {
    label: 'Your order',
    includes: '{{pages}}-page PDF guide, instant download, {{refundDays}}-day money-back guarantee',
  },
  canceled: {
    title: 'Payment canceled',
    description:
      'Nothing was charged to your card. Check your details below and pay whenever you are ready.',
  },
  summary: {
    title: 'Order Summary',
    tax: 'Tax',
    total: 'Total',
  },
  guarantee: {
    title: '{{guarantee}}',
    text: 'Read the guide and put it to work. If it is not what you need, e-mail us within the refund window for a full refund.',
  },
} as const;
