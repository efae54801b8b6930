import type { CheckoutField } from '#shared/contracts/checkout.ts';
import { fieldLimits } from '#shared/contracts/field-rules.ts';

/** The form's fields in page order: the order focus follows to the first red one. */
export const checkoutFields = [
  'email',
  'name',
  'address',
  'city',
  'state',
  'zip',
  'newsConsent',
] as const satisfies readonly CheckoutField[];

/** The fields typed as text; the e-mail address has its own field, the state a select, news a box. */
export type TextField = Exclude<CheckoutField, 'state' | 'email' | 'newsConsent'>;

/** How each text field asks the browser for help: keyboard, autofill and length. */
export const textFieldInputs: Record<
  TextField,
  { type: 'text'; autoComplete: string; maxLength: number; inputMode?: 'numeric' }
> = {
  name: { type: 'text', autoComplete: 'name', maxLength: fieldLimits.name },
  address: { type: 'text', autoComplete: 'address-line1', maxLength: fieldLimits.address },
  city: { type: 'text', autoComplete: 'address-level2', maxLength: fieldLimits.city },
  zip: { type: 'text', autoComplete: 'postal-code', maxLength: 10, inputMode: 'numeric' },
};
