import type { CheckoutField } from '#shared/contracts/checkout.ts';
import { checkoutFields } from './checkout-fields.ts';

/** What the buyer typed into the checkout, by field. */
export type CheckoutDraft = Record<CheckoutField, string>;

// This tab only, gone when it closes: enough to survive a trip to the payment page and back.
const draftKey = 'checkout-draft';

/** The draft kept in this tab, if there is one. */
export function readDraft(): CheckoutDraft | undefined {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(draftKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const draft = {} as CheckoutDraft;
    for (const name of checkoutFields) {
      const value: unknown = Reflect.get(stored, name);
      draft[name] = typeof value === 'string' ? value : '';
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function writeDraft(draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the form works, it just will not be kept.
  }
}

/** Forgets the typed details once the order is paid. */
export function forgetCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(draftKey);
  } catch {
    // Nothing was kept.
  }
}
