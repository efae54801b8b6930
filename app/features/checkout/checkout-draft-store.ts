const draftKey = 'checkout-draft';
export function forgetCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(draftKey);
  } catch {
    /* nothing kept */
  }
}
