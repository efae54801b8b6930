import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { ChatWidget } from '#app/features/chat/chat-widget.tsx';
import { seedChatGuides } from './chat-guide-fixtures.ts';
import { mount } from '#app/features/chat/chat-island.ts';
import { widgetTimings } from '#app/lib/widget-timings.ts';
import { chatCopy } from '#content/chat.ts';
import { fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import { testSite } from './render-page.tsx';
import { serverMarkup } from './island-page.tsx';

/** The chat island's tests: fake timers that follow real time, so userEvent's awaits still end. */
export const chatValues = placeholderValues(testSite);

/** A chat text with the test site's facts filled in. */
export const filled = (text: string) => fillPlaceholders(text, chatValues);

/**
 * The page as the server sends it, with the chat island mounted as the islands entry mounts
 * it once the page is idle; again for a reload of the tab (`unmount` first: the page goes,
 * and its timers with it). The title and the notice are the test site's settings unless given.
 */
export function renderChat({
  title = testSite.chatTitle,
  notice = testSite.attorneyNotice,
}: { title?: string; notice?: string } = {}) {
  document.body.innerHTML = serverMarkup(
    <ChatWidget values={chatValues} guides={seedChatGuides} title={title} notice={notice} />,
  );
  // The next test, maybe of another file in this worker, starts from an empty page.
  onTestFinished(() => {
    document.body.innerHTML = '';
  });
  const root = document.querySelector<HTMLElement>('[data-island="chat"]');
  if (!root) throw new Error('The chat markup has no island root');
  mount(root);
  return {
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    unmount() {
      vi.clearAllTimers();
      document.body.replaceChildren();
    },
  };
}

/** Moves the fake clock, once the conversation's code the chat asked for (if any) has loaded. */
export async function wait(ms: number) {
  await vi.dynamicImportSettled();
  vi.advanceTimersByTime(ms);
  await vi.dynamicImportSettled();
}

export const launcher = () => screen.getByRole('button', { name: chatCopy.launcherLabel });
export const chatPanel = () => screen.queryByRole('dialog', { name: testSite.chatTitle });
export const chatInput = () => screen.getByRole('textbox', { name: chatCopy.inputLabel });
export const sendButton = () => screen.getByRole('button', { name: chatCopy.send });
export const messagesInLog = () =>
  within(screen.getByRole('log', { name: chatCopy.logLabel })).getAllByRole('listitem');

/** Clicks the launcher and waits for the conversation's code, loaded at the first open. */
export async function clickLauncher(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  await vi.dynamicImportSettled();
}

/** Waits for the launcher, opens the panel and returns its message box. */
export async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await wait(widgetTimings.chatLauncherDelay);
  await clickLauncher(user);
  return chatInput();
}

/** Sends `question` and waits out the bot's typing. */
export async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.type(chatInput(), `${question}{Enter}`);
  await wait(widgetTimings.botTyping);
}
