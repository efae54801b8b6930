import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { checkoutFields } from './checkout-fields.ts';
import { readDraft, writeDraft, type CheckoutDraft } from './checkout-draft-store.ts';

type Draft = CheckoutDraft;

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
