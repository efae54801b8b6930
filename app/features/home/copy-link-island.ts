import { showToast } from '#app/islands/toast.ts';
import { notices } from '#content/notices.ts';

/** The share block's copy button (the root): puts the address it carries on the clipboard. */
export function mount(root: HTMLElement): void {
  const url = root.dataset.shareUrl ?? window.location.href;
  root.addEventListener('click', () => void copyLink(url));
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    const { title, description } = notices.linkCopied;
    showToast({ message: title, description, kind: 'success' });
  } catch (error) {
    console.error('Copying the link failed:', error);
    const { title, description } = notices.copyLinkFailed;
    showToast({ message: title, description, kind: 'error' });
  }
}
