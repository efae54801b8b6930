import type { CheckoutRequest } from '#shared/contracts/checkout.ts';

let sequence = 0;

/** A valid checkout form, with a unique e-mail unless one is given. */
export function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  sequence += 1;
  return {
    email: `parent${sequence}@example.com`,
    name: 'Jordan Rivera',
    address: '12 Main Street',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    newsConsent: false,
    code: undefined,
    ...overrides,
  };
}
