import { pages } from './pages.ts';

/**
 * Copy of the payment result page. Prices,
 * page counts, days and addresses are passed in, never written here.
 */
export const paymentResultCopy = {
  verifying: {
    heading: pages.success.heading,
    text: 'Please wait while we confirm your purchase.',
  },
  failed: {
    heading: 'Payment Verification Failed',
    text: 'We could not confirm your payment. If you were charged, write to us and we will sort it out:',
    backToCheckout: 'Return to Checkout',
  },
  success: {
    text: 'Thank you for your purchase. Your guide is on its way to your inbox.',
    returnHome: 'Return Home',
    /** Shown when the purchase delivered the placeholder (the test provider, before any upload). */
    sampleNote: {
      title: 'This is a sample guide',
      text: 'No guide has been uploaded yet, so this test purchase delivers a placeholder PDF that says so. Buyers receive the real guide once it is uploaded in the back office.',
    },
  },
  order: {
    title: 'Order Confirmation',
    product: 'Product',
    price: 'Price',
    regularPrice: 'Regular price',
    orderId: 'Order ID',
    email: 'Email',
    download: 'Download your guide now',
    resend: 'Resend my e-mail',
    resendBusy: 'Resending...',
    downloadNote:
      'The download link works for {{linkValidDays}} days and up to {{downloadLimit}} downloads.',
  },
  checkEmail: {
    title: 'Check Your Email',
    /** The first step names the buyer's address when the page knows it. */
    sentTo: 'We sent your guide to {{email}}.',
    steps: [
      {
        title: 'Email sent',
        text: 'We sent your guide to the e-mail address you gave at checkout.',
      },
      {
        title: 'Download from the link',
        text: 'Open the e-mail and download your {{pages}}-page guide as a PDF.',
      },
      {
        title: 'Start using the guide',
        text: 'Follow the step-by-step guidance to prepare your challenge before your deadlines.',
      },
    ],
  },
  emailHelp: {
    title: "Didn't receive the email?",
    spam: 'Check your spam or junk folder.',
    wait: 'Wait 5-10 minutes: delivery can take a little while.',
    contact: 'Still nothing? Contact support at',
  },
  moneyBack: {
    title: '{{guarantee}}',
    text: 'If the guide does not help you, e-mail support within {{refundDays}} days of your purchase for a full refund.',
  },
} as const;
