import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { CheckoutField } from '#shared/contracts/checkout.ts';
import { checkoutFields } from './checkout-fields.ts';

type Draft = Record<CheckoutField, string>;

// This tab only, gone when it closes: enough to survive a trip to the payment page and back.
const draftKey = 'checkout-draft';

function readDraft(): Draft | undefined {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(draftKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const draft = {} as Draft;
    for (const name of checkoutFields) {
      const value: unknown = Reflect.get(stored, name);
      draft[name] = typeof value === 'string' ? value : '';
    }
    return draft;
  } catch {
    return undefined;
  }
}

function writeDraft(draft: Draft): void {
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

/**
 * Keeps what the buyer typed in this tab and brings it back into the fields still empty when
 * they return, e.g. with Cancel on the payment page: what they typed before hydration (taken
 * in by the form first) wins. A form the server rendered with posted values (`restore`
 * false) keeps those instead.
 */
export function useCheckoutDraft(
  values: Draft,
  setValues: Dispatch<SetStateAction<Draft>>,
  restore: boolean,
): void {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) {
      writeDraft(values);
      return;
    }
    restored.current = true;
    const draft = restore ? readDraft() : undefined;
    if (!draft) return;
    setValues((current) => {
      const filled = { ...current };
      for (const name of checkoutFields) if (filled[name] === '') filled[name] = draft[name];
      return filled;
    });
  }, [values, setValues, restore]);
}
