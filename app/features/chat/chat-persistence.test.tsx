import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTimings } from '#app/lib/widget-timings.ts';
import { chatCopy } from '#content/chat.ts';
import {
  ask,
  chatInput,
  chatPanel,
  clickLauncher,
  filled,
  launcher,
  messagesInLog,
  openChat,
  renderChat,
  wait,
} from '#tests/render-chat.tsx';
import { chatStorageKey, keptMessages } from './chat-storage.ts';

const texts = () => messagesInLog().map((item) => item.textContent);

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the chat across a reload of the tab', () => {
  it('comes back open, with the conversation and the hand-over as they were, without taking focus', async () => {
    const first = renderChat();
    await openChat(first.user);
    await ask(first.user, 'What is the price?');
    await ask(first.user, 'Is the guide in Spanish?');
    const form = within(screen.getByRole('form', { name: chatCopy.handover.title }));
    await first.user.type(
      form.getByRole('textbox', { name: chatCopy.handover.emailLabel }),
      'parent@example.com',
    );
    const before = texts();
    first.unmount();

    const second = renderChat();
    await wait(widgetTimings.chatLauncherDelay);
    expect(chatPanel()).toBeInTheDocument();
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(texts()).toEqual(before);
    expect(screen.getByRole('textbox', { name: chatCopy.handover.emailLabel })).toHaveValue(
      'parent@example.com',
    );
    expect(screen.getByRole('textbox', { name: chatCopy.handover.questionLabel })).toHaveValue(
      'Is the guide in Spanish?',
    );
    expect(chatInput()).not.toHaveFocus();

    // Closed, it stays closed after the next reload.
    await clickLauncher(second.user);
    second.unmount();
    renderChat();
    await wait(widgetTimings.chatLauncherDelay);
    expect(chatPanel()).not.toBeInTheDocument();
  });

  it('still answers a question the reload interrupted while the bot was typing', async () => {
    const first = renderChat();
    await openChat(first.user);
    await first.user.type(chatInput(), 'What is the price?{Enter}');
    first.unmount();

    // The bot types again from the reload, done before the launcher shows.
    renderChat();
    await wait(widgetTimings.chatLauncherDelay);
    expect(messagesInLog()).toHaveLength(3);
    expect(messagesInLog()[2]).toHaveTextContent(/one-time payment of \$47/);
  });

  it(`keeps only the newest ${keptMessages} messages`, async () => {
    const messages = Array.from({ length: keptMessages }, (_, index) => ({
      text: `Message ${index + 1}`,
      sender: 'user',
      timestamp: new Date(2026, 10, 26, 9, index).toISOString(),
    }));
    const handover = { offered: false, email: '', message: '' };
    sessionStorage.setItem(chatStorageKey, JSON.stringify({ open: true, messages, handover }));
    const first = renderChat();
    await wait(widgetTimings.chatLauncherDelay);
    // The last one is a question: the bot answers it, and offers support.
    expect(messagesInLog()).toHaveLength(keptMessages + 2);
    expect(messagesInLog()[0]).toHaveTextContent('You: Message 1');
    first.unmount();

    renderChat();
    await wait(widgetTimings.chatLauncherDelay);
    expect(messagesInLog()).toHaveLength(keptMessages);
    expect(messagesInLog()[0]).toHaveTextContent('You: Message 3');
    expect(messagesInLog()[0]).toHaveTextContent('09:02');
  });

  it.each([
    ['not JSON', '{"open":'],
    ['another shape', JSON.stringify({ open: true, messages: 'hello' })],
    [
      'a message without a time',
      JSON.stringify({
        open: true,
        messages: [{ text: 'hi', sender: 'user' }],
        handover: { offered: false, email: '', message: '' },
      }),
    ],
  ])('starts afresh when the kept value is %s', async (_case, stored) => {
    sessionStorage.setItem(chatStorageKey, stored);
    const { user } = renderChat();
    await openChat(user);
    expect(texts()).toHaveLength(1);
    expect(messagesInLog()[0]).toHaveTextContent(filled(chatCopy.greeting));
  });

  it('works, unkept, when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { user } = renderChat();
    await openChat(user);
    await ask(user, 'What is the price?');
    expect(messagesInLog()).toHaveLength(3);
    expect(sessionStorage.getItem(chatStorageKey)).toBeNull();
  });
});
