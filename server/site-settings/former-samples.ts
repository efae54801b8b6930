import type { SampleTextField } from '#shared/contracts/admin-settings.ts';

/**
 * Sample wordings earlier versions shipped, which pressed buyers with invented stakes. A shop
 * that saved its settings before they changed stored them without writing them: read back,
 * each is today's sample again, so no stored copy of them stays live (decision 093).
 */
const formerSamples: Readonly<Partial<Record<SampleTextField, readonly string[]>>> = {
  checkoutHeadline: ["Secure Checkout - Don't Wait!"],
  checkoutWarningTitle: ['Time is running out'],
  checkoutWarningText: [
    'Enforcement actions can start in as little as 15-30 days, and wage garnishment can cost you $500-2000+ every month.',
  ],
  payButtonLabel: ['URGENT: Get Instant Access - Save {{savings}} Now!'],
};

/** The stored values with every former sample wording replaced by today's sample. */
export function withoutFormerSamples(
  stored: Record<string, unknown>,
  samples: Readonly<Record<SampleTextField, string>>,
): Record<string, unknown> {
  const values = { ...stored };
  for (const [field, wordings] of Object.entries(formerSamples)) {
    const value = values[field];
    if (typeof value === 'string' && wordings.includes(value.trim()))
      values[field] = samples[field as SampleTextField];
  }
  return values;
}
