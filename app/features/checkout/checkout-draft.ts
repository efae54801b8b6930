import { useEffect, useRef } from 'react';
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
 * What the buyer typed before the page's code ran. The checkout is a document of its own
 * when reached from a reading page, so a quick buyer can type before hydration; the first
 * render of the form's state would empty those fields.
 */
function typedBeforeHydration(fieldId: (name: CheckoutField) => string): Partial<Draft> {
  const typed: Partial<Draft> = {};
  for (const name of checkoutFields) {
    const field = document.getElementById(fieldId(name));
    // Typed text and a chosen state; a checkbox's value is no answer (it reads "on" unticked).
    const isTyped =
      (field instanceof HTMLInputElement && field.type !== 'checkbox') ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement;
    if (isTyped && field.value !== '') typed[name] = field.value;
  }
  return typed;
}

/**
 * Keeps what the buyer typed in this tab and brings it back when they return,
 * e.g. with Cancel on the payment page. A form the server rendered with posted
 * values (`restore` false) keeps those instead. What was typed before hydration wins.
 */
export function useCheckoutDraft(
  values: Draft,
  setValues: (draft: Draft) => void,
  restore: boolean,
  fieldId: (name: CheckoutField) => string,
): void {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) {
      writeDraft(values);
      return;
    }
    restored.current = true;
    const draft = restore ? readDraft() : undefined;
    const typed = typedBeforeHydration(fieldId);
    if (draft || Object.keys(typed).length > 0) setValues({ ...values, ...draft, ...typed });
  }, [values, setValues, restore, fieldId]);
}
