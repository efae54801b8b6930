/**
 * Moves focus to the first flagged field, so keyboard and screen-reader users land on it,
 * and brings it to the middle of the screen: the notice asking to fix it shows at the top,
 * below the sticky header (`toaster.tsx`), and a field left where it was may sit under it.
 */
export function focusFirstField(ids: readonly string[]): void {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) {
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'center' });
      return;
    }
  }
}
