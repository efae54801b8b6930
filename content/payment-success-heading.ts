/**
 * The payment result's success heading, in a module of its own: the island that writes it
 * loads no other copy (content/payment-result.ts holds the page's other words).
 */
export const paymentSuccessHeading = 'Payment Successful!';
