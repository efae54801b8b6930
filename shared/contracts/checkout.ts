import { z } from 'zod';
import { usStateCodes } from '../us-states.ts';
import { checkoutAnalyticsSchema } from './analytics-ids.ts';
import { optionalDiscountCodeField } from './discount-codes.ts';
import { emailRule, fieldLimits, textRule, type FieldRule } from './field-rules.ts';
import { issuedId, ruleField } from './fields.ts';

/** What the checkout's news box posts when ticked (a checkbox's default value). */
export const newsConsentTicked = 'on';

/** The rule of each field the buyer types: the schema below and the page's form use them. */
export const checkoutFieldRules = {
  email: emailRule,
  name: textRule('full name', fieldLimits.name),
  address: textRule('street address', fieldLimits.address),
  city: textRule('city', fieldLimits.city),
  state: { missing: 'Choose your state.', oneOf: usStateCodes },
  zip: {
    missing: 'Enter your ZIP code.',
    pattern: 'zip',
    invalid: 'Enter a 5-digit ZIP code or ZIP+4.',
  },
} as const satisfies Record<string, FieldRule>;

export const checkoutRequestSchema = z.object({
  email: ruleField(checkoutFieldRules.email),
  name: ruleField(checkoutFieldRules.name),
  address: ruleField(checkoutFieldRules.address),
  city: ruleField(checkoutFieldRules.city),
  // Checked by its rule first, so the words are the rule's; the enum gives the type.
  state: ruleField(checkoutFieldRules.state).pipe(z.enum(usStateCodes)),
  zip: ruleField(checkoutFieldRules.zip),
  /**
   * "Send me news": unticked by default. The form posts "on" when ticked and nothing (or "")
   * when not; scripts send a boolean. Ticked, the order keeps when and from where.
   */
  newsConsent: z
    .union([z.boolean(), z.literal(newsConsentTicked), z.literal('')], {
      error: 'Tick the box or leave it empty.',
    })
    .optional()
    .transform((value) => value === true || value === newsConsentTicked),
  /** A discount code, as typed or carried from `?code=`; the server prices it, never the browser. */
  code: optionalDiscountCodeField,
  /** The tracker's ids, when it runs (not under Global Privacy Control, not without JavaScript). */
  analytics: checkoutAnalyticsSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
/** The fields a buyer fills in about themselves (the code has its own field in the summary). */
export type CheckoutField = Exclude<keyof CheckoutRequest, 'analytics' | 'code'>;

/** Marks the checkout's address when a payment page's Cancel leads back to it. */
/** Who takes the payment: Stripe, or the built-in test provider that charges nothing. */
export type PaymentProviderName = 'stripe' | 'test';

export const checkoutCanceledParam = 'canceled';
/** Where a payment page's Cancel leads: the checkout, which then says that nothing was charged. */
export const canceledCheckoutPath = `/checkout?${checkoutCanceledParam}=1`;

export const createPaymentResponseSchema = z.object({ url: z.string().min(1) });
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

export const verifyPaymentRequestSchema = z.object({
  session_id: issuedId('session_id'),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  customer_email: z.string().optional(),
  order_id: z.string().optional(),
  /** Present on success: what the buyer actually paid, in dollars, sales tax included. */
  amount_paid: z.number().optional(),
  /** Present when the payment included sales tax: that tax, in dollars (never revenue). */
  tax_paid: z.number().optional(),
  /** Present on success: the page offers the download right away. */
  download_url: z.string().optional(),
  /** True when the guide delivered is the generated placeholder (a test purchase before any upload). */
  sample_guide: z.boolean().optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const resendDeliveryRequestSchema = verifyPaymentRequestSchema;
export const okResponseSchema = z.object({ ok: z.literal(true) });
