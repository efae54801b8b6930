import { cloneTemplate } from '#app/islands/clone-template.ts';
import { isFormBusy, setFormBusy } from '#app/islands/form-busy.ts';
import { showCheck } from '#app/islands/form-checks.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';
import { chatPanelIds as ids } from './chat-panel-ids.ts';
import type { HandoverDraft } from './chat-storage.ts';
import { checkHandover, type HandoverErrors, type HandoverField } from './handover-check.ts';
import { sendHandover } from './handover-send.ts';

interface HandoverCallbacks {
  onEdit: (field: HandoverField, value: string) => void;
  onSent: () => void;
  onDismiss: () => void;
}

const fieldIds: Record<HandoverField, string> = {
  email: ids.handoverEmail,
  message: ids.handoverMessage,
};
const handoverFields = Object.keys(fieldIds) as HandoverField[];

/** One field of the form: its control, red with its message only while flagged. */
function fieldOf(form: HTMLFormElement, name: HandoverField) {
  const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${fieldIds[name]}`);
  if (!control) throw new Error(`The hand-over form has no ${name} field`);
  return { control, flag: (message: string | undefined) => showCheck(control, message) };
}

/**
 * The offer to send the question to support, drawn from its template with the draft filled
 * in: checked by the contract's rules when sent (red fields, focus on the first) and each field
 * when left after typing, busy while the call runs; a refusal or a failed call is said in the form, and the draft stays as typed.
 */
export function createHandoverForm(
  root: ParentNode,
  draft: HandoverDraft,
  { onEdit, onSent, onDismiss }: HandoverCallbacks,
): HTMLFormElement | undefined {
  const form = cloneTemplate(root, 'chat-handover')?.querySelector('form');
  const failure = form?.querySelector<HTMLElement>('[data-handover-failure]');
  if (!form || !failure) return undefined;
  const failureAnchor = document.createComment('');
  failure.replaceWith(failureAnchor);
  const fields = { email: fieldOf(form, 'email'), message: fieldOf(form, 'message') };

  for (const name of handoverFields) {
    const field = fields[name];
    const { control } = field;
    control.value = draft[name];
    let typed = false;
    // Editing a field clears its red flag at once.
    control.addEventListener('input', () => {
      typed = true;
      field.flag(undefined);
      onEdit(name, control.value);
    });
    // As the checkout's fields: a field is judged once the visitor has typed in it and left
    // it, or pressed send; one only passed through, or not yet reached, stays unflagged.
    control.addEventListener('blur', () => {
      if (!typed) return;
      const check = checkHandover(fields.email.control.value, fields.message.control.value);
      field.flag(check.ok ? undefined : check.errors[name]);
    });
  }

  const flagAll = (errors: HandoverErrors) => {
    for (const name of handoverFields) fields[name].flag(errors[name]);
    focusFirstField(handoverFields.filter((name) => errors[name]).map((name) => fieldIds[name]));
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (isFormBusy(form)) return;
    failure.remove();
    const check = checkHandover(fields.email.control.value, fields.message.control.value);
    if (!check.ok) {
      flagAll(check.errors);
      return;
    }
    setFormBusy(form, true);
    void sendHandover(check.request).then((outcome) => {
      setFormBusy(form, false);
      if (outcome.sent) {
        onSent();
        return;
      }
      if (outcome.failure) {
        failure.textContent = outcome.failure;
        failureAnchor.after(failure);
      } else flagAll(outcome.errors);
    });
  });
  form.querySelector('[data-handover-dismiss]')?.addEventListener('click', onDismiss);
  return form;
}
