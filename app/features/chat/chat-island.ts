import { widgetTimings } from '#app/lib/widget-timings.ts';
import type { Conversation } from './chat-conversation.ts';
import { chatWasOpen } from './chat-storage.ts';

/**
 * The conversation's code (panel, replies, hand-over, keeping it for the tab): a chunk of its
 * own, loaded at the first open, or at once when the chat was open on the page before.
 */
export const loadConversation = () => import('./chat-conversation.ts');

/**
 * The chat launcher: shown `chatLauncherDelay` after the island mounts (once the page is
 * idle); a click opens or closes the conversation, loading it the first time.
 */
export function mount(root: HTMLElement): void {
  const launcher = root.querySelector<HTMLButtonElement>('[data-chat-launcher]');
  if (!launcher) return;
  let conversation: Promise<Conversation> | undefined;
  const started = () =>
    (conversation ??= loadConversation().then(({ startConversation }) =>
      startConversation(root, launcher),
    ));

  if (chatWasOpen()) void started();
  window.setTimeout(() => {
    root.hidden = false;
  }, widgetTimings.chatLauncherDelay);
  launcher.addEventListener('click', () => {
    void started().then((chat) => chat.toggle());
  });
}
