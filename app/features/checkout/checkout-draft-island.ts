import { answersPostAttribute } from './checkout-islands.ts';
import { readDraft, writeDraft, type CheckoutDraft } from './checkout-draft-store.ts';
import { checkoutFields } from './checkout-fields.ts';

/**
 * Keeps what the buyer types into the checkout in this tab, and brings it back into the
 * fields still empty when they return (e.g. with Cancel on the payment page): what they typed
 * before this ran wins. A page answering a post keeps the posted values instead.
 */

type Control = HTMLInputElement | HTMLSelectElement;

function controlOf(form: HTMLFormElement, name: string): Control | undefined {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement
    ? control
    : undefined;
}

/** A box counts as its value when ticked, as the browser posts it; else as empty. */
function valueOf(control: Control): string {
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    return control.checked ? control.value : '';
  return control.value;
}

function fillIfEmpty(control: Control, value: string): void {
  if (value === '' || valueOf(control) !== '') return;
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    control.checked = value === control.value;
  else control.value = value;
}

function draftOf(form: HTMLFormElement): CheckoutDraft {
  const draft = {} as CheckoutDraft;
  for (const name of checkoutFields) {
    const control = controlOf(form, name);
    draft[name] = control ? valueOf(control) : '';
  }
  return draft;
}

export function mount(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form[method="post"]');
  if (!form) return;
  const draft = root.hasAttribute(answersPostAttribute) ? undefined : readDraft();
  if (draft) {
    for (const name of checkoutFields) {
      const control = controlOf(form, name);
      if (control) fillIfEmpty(control, draft[name]);
    }
    // What was typed before this ran is kept with what came back.
    writeDraft(draftOf(form));
  }
  const keep = () => writeDraft(draftOf(form));
  form.addEventListener('input', keep);
  form.addEventListener('change', keep);
}
