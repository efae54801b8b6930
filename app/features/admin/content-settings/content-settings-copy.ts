/** What the back office's Content section says; its toasts are at the end. */
export const contentSettingsCopy = {
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
    reviewIntervalMonths: {
      label: 'Review sources every (months)',
      hint: 'A published post or state guide whose sources were last verified longer ago is listed as review due on the Overview, from 1 to 60.',
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
    attorneyNotice: {
      label: 'Attorney notice',
      hint: 'Shown beside the offer, on the checkout, on every article and state guide, in the chat, in the delivery e-mail and in the PDF. Texas exempts self-help guides from the practice of law only if they clearly say they are not a substitute for the advice of an attorney.',
    },
    chatTitle: {
      label: 'Chat title',
      hint: 'The heading of the chat panel. Name it for questions about the guide: the chat never answers questions about a reader’s own case.',
    },
    taxMode: {
      label: 'Sales tax',
      hint: 'With Stripe Tax, Stripe computes the tax on the buyer’s billing address and you file it where you are registered. Orders before the change keep their tax.',
      options: { off: 'Off: no tax is charged', stripe_tax: 'Stripe Tax computes it' },
    },
    taxPrices: {
      label: 'The guide’s price',
      hint: 'Whether tax is added to the price at payment, or already included in it.',
      options: {
        exclusive: 'Is before tax (tax is added)',
        inclusive: 'Includes tax',
      },
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
  publishingGroup: 'Publishing',
  videoGroup: 'Intro video',
  operatorGroup: 'Operator (legal pages and mail footers)',
  /** Under a text that still holds the sample's wording. */
  sampleNote: 'Sample text: buyers see it until you save your own.',
  keepSample: 'Keep this wording as mine',
  daysGroup: 'Your days',
  legalGroup: 'Legal notice and chat',
  taxGroup: 'Sales tax',
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
} as const;

/** The toasts of this section, by situation. `{{name}}` is filled in when the notice is raised. */
export const contentSettingsNotices = {
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
} as const;
