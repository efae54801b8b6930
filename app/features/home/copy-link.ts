import { notify } from '#app/components/ui/notices.ts';
import { notices } from '#content/notices.ts';

/** Puts `url` on the clipboard and says whether that worked, for the notice that follows. */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify({ ...notices.linkCopied, variant: 'success' });
  } catch (error) {
    console.error('Copying the link failed:', error);
    notify({ ...notices.copyLinkFailed, variant: 'error' });
  }
}
