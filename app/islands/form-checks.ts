import { fieldErrorClass, formMarkup, ruleOf } from '#app/components/ui/form-markup.ts';
import { checkRule } from '#shared/contracts/field-rules.ts';

/**
 * A form field's check in the browser, from the rule its markup carries (form-markup.ts), and
 * its red flag written as React writes it (form-field.tsx): `aria-invalid`, the message in
 * `<p id="<id>-error">` after the control and before its hint, that id read first. Plain DOM,
 * for every island with a form.
 */

export type FieldControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isControl(element: Element): element is FieldControl {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** A radio's group: every radio of its name in its form (or its document, with no form). */
function radioGroup(radio: HTMLInputElement): HTMLInputElement[] {
  const scope = radio.form ?? radio.ownerDocument;
  return [...scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (other) => other.name === radio.name && other.form === radio.form,
  );
}

/** What the control posts, as the browser would: a checkbox its value once ticked, a radio group its choice. */
export function fieldValue(control: FieldControl): string {
  if (!(control instanceof HTMLInputElement)) return control.value;
  if (control.type === 'checkbox') return control.checked ? control.value : '';
  if (control.type === 'radio')
    return radioGroup(control).find((radio) => radio.checked)?.value ?? '';
  return control.value;
}

/** The control a field's flag and focus go to: itself, or the first radio of its group. */
export function fieldOf(element: EventTarget | null): FieldControl | undefined {
  if (!(element instanceof Element) || !isControl(element)) return undefined;
  if (element instanceof HTMLInputElement && element.type === 'radio')
    return radioGroup(element)[0];
  return element;
}

/** The form's fields that carry a rule, each radio group once. */
export function ruledFields(form: HTMLFormElement): FieldControl[] {
  const fields = [...form.elements].flatMap((element) => {
    const field = fieldOf(element);
    return field?.hasAttribute(formMarkup.rule) ? [field] : [];
  });
  return [...new Set(fields)];
}

/** The field's message by its rule, or none when it passes (or has no rule). */
export function checkField(control: FieldControl): string | undefined {
  const rule = ruleOf(control);
  return rule && checkRule(rule, fieldValue(control));
}

/** Empty, where the rule wants something: the form's "missing" notice, not the invalid one. */
export function isMissing(control: FieldControl): boolean {
  return ruleOf(control)?.missing !== undefined && fieldValue(control).trim() === '';
}

/** What carries the flag: a radio group's fieldset, else the control. */
function holderOf(control: FieldControl): HTMLElement {
  const group = control instanceof HTMLInputElement && control.type === 'radio';
  return (group && control.closest('fieldset')) || control;
}

const errorIdOf = (control: FieldControl) => `${control.id}-error`;

/** Where a new message goes: before the field's hint, else after the control (or what wraps it under the label). */
function placeError(control: FieldControl, error: HTMLElement): void {
  const holder = holderOf(control);
  if (holder !== control) return void holder.append(error);
  const hint = control.ownerDocument.getElementById(`${control.id}-hint`);
  if (hint) return void hint.before(error);
  const label = control.labels?.[0];
  let wrapper: Element = control;
  while (wrapper.parentElement && label && !wrapper.parentElement.contains(label))
    wrapper = wrapper.parentElement;
  wrapper.after(error);
}

function describedBy(holder: HTMLElement, errorId: string, shown: boolean): void {
  const rest = (holder.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id && id !== errorId);
  const ids = shown ? [errorId, ...rest] : rest;
  if (ids.length > 0) holder.setAttribute('aria-describedby', ids.join(' '));
  else holder.removeAttribute('aria-describedby');
}

/** Shows the field red with its message (or updates the message). */
export function flagField(control: FieldControl, message: string): void {
  const holder = holderOf(control);
  const errorId = errorIdOf(control);
  let error = control.ownerDocument.getElementById(errorId);
  if (!error) {
    error = control.ownerDocument.createElement('p');
    error.id = errorId;
    error.className = fieldErrorClass;
    placeError(control, error);
  }
  error.textContent = message;
  holder.setAttribute('aria-invalid', 'true');
  describedBy(holder, errorId, true);
}

/** Takes the field's red flag and message away. */
export function clearField(control: FieldControl): void {
  const holder = holderOf(control);
  const errorId = errorIdOf(control);
  control.ownerDocument.getElementById(errorId)?.remove();
  holder.removeAttribute('aria-invalid');
  describedBy(holder, errorId, false);
}

export function isFlagged(control: FieldControl): boolean {
  return holderOf(control).getAttribute('aria-invalid') === 'true';
}

/** Flags or clears the field by its message; true when it passes. */
export function showCheck(control: FieldControl, message: string | undefined): boolean {
  if (message === undefined) clearField(control);
  else flagField(control, message);
  return message === undefined;
}
