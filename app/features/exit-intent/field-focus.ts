/** Every control a visitor types in or chooses from, as the popup's rules name them. */
const formFields = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * True while a form field has focus: the visitor is typing or choosing, and a popup
 * would take their keyboard and their place in the form.
 */
export function fieldHasFocus(): boolean {
  return document.activeElement?.matches(formFields) ?? false;
}
