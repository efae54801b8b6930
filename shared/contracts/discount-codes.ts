import { z } from 'zod';
import { discountCodeCopy } from '#content/discount-codes.ts';

/**
 * Discount codes: their shape, the checkout's quote and the back office's contract. Amounts
 * travel in dollars, as everywhere in the API; the server computes every price in cents.
 */

export const discountCodeMaxLength = 32;
/** What a code may hold once trimmed and upper-cased. */
export const discountCodePattern = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;

/** Why a code cannot be used now; each has its message on the field. */
export const discountRefusalReasons = [
  'unknown',
  'not_started',
  'expired',
  'used_up',
  'inactive',
  'held',
] as const;
export type DiscountRefusalReason = (typeof discountRefusalReasons)[number];

export function discountRefusalMessage(reason: DiscountRefusalReason): string {
  return discountCodeCopy.refusals[reason];
}

/** A code as a buyer types it: trimmed, upper-cased; a bad shape is an unknown code. */
export const discountCodeField = z
  .string({ error: discountCodeCopy.refusals.unknown })
  .trim()
  .toUpperCase()
  .max(discountCodeMaxLength, discountCodeCopy.refusals.unknown)
  .regex(discountCodePattern, discountCodeCopy.refusals.unknown);

/** The checkout's optional code: empty means none. */
export const optionalDiscountCodeField = z
  .union([z.literal(''), discountCodeField], { error: discountCodeCopy.refusals.unknown })
  .optional()
  .transform((code) => (code ? code : undefined));

/** `GET /api/checkout/quote?code=`: what the checkout would charge with that code, now. */
export const checkoutQuoteQuerySchema = z.object({ code: discountCodeField });

export const checkoutQuoteSchema = z.object({
  code: z.string(),
  /** The price before the code (the sale price during a sale), in dollars. */
  listPrice: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.string(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const discountKindValues = ['percent', 'fixed'] as const;

/** Where a code stands now, for the back office's list. */
export const discountCodeStates = [
  'active',
  'scheduled',
  'expired',
  'used_up',
  'inactive',
] as const;
export type DiscountCodeState = (typeof discountCodeStates)[number];

const optionalInstant = z
  .union([z.iso.datetime({ offset: true }), z.null()], {
    error: 'Enter a date and time, or leave it empty.',
  })
  .optional()
  .transform((value) => value ?? null);

const codeShapeMessage =
  'Use 2 to 32 letters, numbers, dashes or underscores, starting with a letter or number.';

/** A code as the seller names it: the buyer's rule, with the seller's own message. */
const newDiscountCodeField = z
  .string({ error: codeShapeMessage })
  .trim()
  .toUpperCase()
  .max(discountCodeMaxLength, codeShapeMessage)
  .regex(discountCodePattern, codeShapeMessage);

/** A code as the seller creates or edits it. */
export const discountCodeInputSchema = z
  .object({
    code: newDiscountCodeField,
    kind: z.enum(discountKindValues, { error: 'Choose percent off or dollars off.' }),
    /** Percent off (whole, 1-100) or dollars off (cents at most). */
    amount: z.number({ error: 'Enter the discount.' }).positive('Enter a discount above 0.'),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    maxUses: z
      .union([z.number().int('Enter a whole number.').positive('Enter at least 1.'), z.null()])
      .optional()
      .transform((value) => value ?? null),
    active: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if (input.kind === 'percent' && (!Number.isInteger(input.amount) || input.amount > 100))
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Enter a whole percent from 1 to 100.',
      });
    if (input.kind === 'fixed' && Math.round(input.amount * 100) !== input.amount * 100)
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Enter dollars and cents, like 9.99.',
      });
    if (input.startsAt && input.endsAt && Date.parse(input.startsAt) >= Date.parse(input.endsAt))
      context.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must come after the start.',
      });
  });
export type DiscountCodeInput = z.infer<typeof discountCodeInputSchema>;

/** A code in the back office, with its uses and what its orders brought in (net of refunds). */
export const discountCodeRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(discountKindValues),
  amount: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().nullable(),
  active: z.boolean(),
  state: z.enum(discountCodeStates),
  /** Paid orders with the code (refunded ones included), and checkouts still open with it. */
  uses: z.number(),
  openCheckouts: z.number(),
  revenue: z.number(),
  discountGiven: z.number(),
  createdAt: z.string(),
});
export type DiscountCodeRow = z.infer<typeof discountCodeRowSchema>;

export const discountCodeListSchema = z.object({ codes: z.array(discountCodeRowSchema) });
