import type { CheckoutRequest } from './checkout.ts';
import type { ContactRequest } from './messages.ts';

/** A service's answer to a form post: done, or refused with the status and words for the visitor. */
export type FormActionResult<Done extends object = object> =
  ({ ok: true } & Done) | { ok: false; status: number; message: string };

/**
 * What the pages' form actions (posts without JavaScript) ask of the server: the
 * services behind the JSON API, under the same per-client rate limits. The input is
 * already checked with the contract; `clientIp` is the address the limits count.
 */
export interface FormActions {
  startCheckout: (
    customer: CheckoutRequest,
    clientIp: string,
  ) => Promise<FormActionResult<{ url: string }>>;
  subscribe: (email: string, clientIp: string) => Promise<FormActionResult>;
  contact: (message: Omit<ContactRequest, 'type'>, clientIp: string) => Promise<FormActionResult>;
}
