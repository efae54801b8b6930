/**
 * Opens the FAQ entry the address's hash names (/faq#refunds), on arrival and on every
 * link to another one on the page: the server never sees the hash, and a browser only
 * scrolls to a closed <details>, it does not open it.
 */
export function mount(root: HTMLElement): void {
  const openLinkedEntry = () => {
    const id = linkedId(window.location.hash);
    const entry = id ? document.getElementById(id) : null;
    if (!(entry instanceof HTMLDetailsElement) || !root.contains(entry)) return;
    entry.open = true;
    entry.scrollIntoView({ block: 'start' });
  };
  openLinkedEntry();
  window.addEventListener('hashchange', openLinkedEntry);
}

/** The id a hash names; none for a hash that is not valid percent-encoding. */
function linkedId(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}
