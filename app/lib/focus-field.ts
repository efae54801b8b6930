/** Moves focus to the first flagged field, so keyboard and screen-reader users land on it. */
export function focusFirstField(ids: readonly string[]): void {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      return;
    }
  }
}
