/**
 * A form's busy state while its post runs: `aria-busy` on the form, and each submit button
 * disabled with its busy face shown (the `data-face="busy"` and `"idle"` children
 * IslandSubmitButton renders). Plain DOM, for every island with a form.
 */
export function setFormBusy(form: HTMLFormElement, busy: boolean): void {
  form.toggleAttribute('aria-busy', busy);
  for (const button of form.elements) {
    if (!(button instanceof HTMLButtonElement) || button.type !== 'submit') continue;
    button.disabled = busy;
    for (const face of button.querySelectorAll<HTMLElement>('[data-face]'))
      face.hidden = (face.dataset.face === 'busy') !== busy;
  }
}

export function isFormBusy(form: HTMLFormElement): boolean {
  return form.hasAttribute('aria-busy');
}
