import { enhanceExitIntentForm } from './exit-intent-form.ts';
import { findPart } from './exit-intent-parts.ts';
import type { ExitCause } from './watch-exit-intent.ts';

/** The dialog now names and describes itself by the step it shows. */
function labelBy(dialog: HTMLDialogElement, step: HTMLElement) {
  const title = step.querySelector('h2');
  const text = step.querySelector('p');
  if (title) dialog.setAttribute('aria-labelledby', title.id);
  if (text) dialog.setAttribute('aria-describedby', text.id);
}

/** A click on the dialog element itself, outside its box: on the backdrop. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * Opens the popup, once per page: a modal `<dialog>`, so the browser traps focus in it,
 * makes the page behind it inert, closes it on Escape and gives focus back on close. The
 * X, a click on the backdrop and the guide's link close it too.
 */
export function openExitIntentDialog(dialog: HTMLDialogElement, cause: ExitCause): void {
  const ask = findPart(dialog, 'ask', HTMLElement);
  const thanks = findPart(dialog, 'thanks', HTMLElement);
  const close = () => dialog.close();

  findPart(dialog, 'close', HTMLButtonElement).addEventListener('click', close);
  findPart(dialog, 'guide-link', HTMLAnchorElement).addEventListener('click', close);
  dialog.addEventListener('click', (event) => {
    if (onBackdrop(dialog, event)) close();
  });
  enhanceExitIntentForm(findPart(dialog, 'form', HTMLFormElement), () => {
    ask.hidden = true;
    thanks.hidden = false;
    labelBy(dialog, thanks);
    // The form and its focused button are gone: the dialog takes focus and is read anew.
    dialog.focus();
  });

  // The page behind stays still while the popup is open, as it did under the old dialog;
  // the scrollbar's gutter stays, so nothing shifts sideways.
  const page = document.documentElement.style;
  const { overflow, scrollbarGutter } = page;
  Object.assign(page, { overflow: 'hidden', scrollbarGutter: 'stable' });
  dialog.addEventListener('close', () => Object.assign(page, { overflow, scrollbarGutter }), {
    once: true,
  });

  dialog.showModal();
  // Opened by the timer, nobody asked for it: focus the dialog, not the e-mail field, so a
  // phone does not throw up its keyboard. Tab still reaches the field.
  if (cause === 'timer') dialog.focus();
  else findPart(dialog, 'email', HTMLInputElement).focus();
}
