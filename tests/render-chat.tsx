import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ChatWidget } from '#app/features/chat/chat-widget.tsx';
import { widgetTimings } from '#app/features/widgets/widget-timings.ts';
import { chatCopy } from '#content/chat.ts';
import { fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import { testSite } from './render-page.tsx';

/** The chat widget's tests: fake timers that follow real time, so userEvent's awaits still end. */
export const chatValues = placeholderValues(testSite);

/** A chat text with the test site's facts filled in. */
export const filled = (text: string) => fillPlaceholders(text, chatValues);

/** Says which page the router is on, as the page's own content would. */
function CurrentPage() {
  return <p>{`On page ${useLocation().pathname}`}</p>;
}

/** Mounts the widget (again: a remount stands for a reload of the tab) at `url`. */
export function renderChat(url = '/') {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <CurrentPage />
      <ChatWidget values={chatValues} />
    </MemoryRouter>,
  );
  return { ...view, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** Moves the fake clock inside act(), so the timers' state updates render at once. */
export function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

export const launcher = () => screen.getByRole('button', { name: chatCopy.launcherLabel });
export const chatPanel = () => screen.queryByRole('dialog', { name: chatCopy.title });
export const chatInput = () => screen.getByRole('textbox', { name: chatCopy.inputLabel });
export const sendButton = () => screen.getByRole('button', { name: chatCopy.send });
export const messagesInLog = () =>
  within(screen.getByRole('log', { name: chatCopy.logLabel })).getAllByRole('listitem');

/** Waits for the launcher, opens the panel and returns its message box. */
export async function openChat(user: ReturnType<typeof userEvent.setup>) {
  wait(widgetTimings.chatLauncherDelay);
  await user.click(launcher());
  return chatInput();
}

/** Sends `question` and waits out the bot's typing. */
export async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  await user.type(chatInput(), `${question}{Enter}`);
  wait(widgetTimings.botTyping);
}
