import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTimings } from '#app/features/widgets/widget-timings.ts';
import { chatCopy } from '#content/chat.ts';
import { fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import { testSite } from '#tests/render-page.tsx';
import { chatReply } from './chat-reply.ts';
import { ChatWidget } from './chat-widget.tsx';

const values = placeholderValues(testSite);

function renderChat() {
  render(
    <MemoryRouter>
      <ChatWidget values={values} />
    </MemoryRouter>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Moves the fake clock inside act(), so the timers' state updates render at once. */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const launcher = () => screen.getByRole('button', { name: chatCopy.launcherLabel });
const sendButton = () => screen.getByRole('button', { name: chatCopy.send });
const messagesInLog = () =>
  within(screen.getByRole('log', { name: chatCopy.logLabel })).getAllByRole('listitem');

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  wait(widgetTimings.chatLauncherDelay);
  await user.click(launcher());
  return screen.getByRole('textbox', { name: chatCopy.inputLabel });
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('ChatWidget', () => {
  it('shows its launcher 2 s after mounting, not before', () => {
    renderChat();
    wait(widgetTimings.chatLauncherDelay - 1);
    expect(screen.queryByRole('button', { name: chatCopy.launcherLabel })).not.toBeInTheDocument();
    wait(1);
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(widgetTimings.chatLauncherDelay).toBe(2000);
  });

  it('opens a named panel, online, with the greeting in a polite log and focus in the message box', async () => {
    const user = renderChat();
    const input = await openChat(user);

    const panel = screen.getByRole('dialog', { name: chatCopy.title });
    expect(within(panel).getByText(chatCopy.status)).toBeInTheDocument();
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveFocus();
    const log = screen.getByRole('log', { name: chatCopy.logLabel });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(messagesInLog()).toHaveLength(1);
    expect(log).toHaveTextContent(fillPlaceholders(chatCopy.greeting, values));
    expect(log).toHaveTextContent(/\b\d{2}:\d{2}\b/);
  });

  it('sends nothing empty or made of spaces', async () => {
    const user = renderChat();
    const input = await openChat(user);
    await user.click(sendButton());
    await user.type(input, '   {Enter}');

    expect(messagesInLog()).toHaveLength(1);
    expect(screen.queryByText(chatCopy.typing)).not.toBeInTheDocument();
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const user = renderChat();
    const input = await openChat(user);
    await user.type(input, 'Is there a refund?{Shift>}{Enter}{/Shift}');

    expect(input).toHaveValue('Is there a refund?\n');
    expect(messagesInLog()).toHaveLength(1);
    await user.type(input, 'Thanks{Enter}');
    expect(input).toHaveValue('');
    expect(messagesInLog()[1]?.textContent).toContain('Is there a refund?\nThanks');
  });

  it("shows 'typing' for 1.5 s with Send disabled, then the bot's reply", async () => {
    const user = renderChat();
    const input = await openChat(user);
    await user.type(input, 'How much is the guide?');
    await user.click(sendButton());

    expect(screen.getByText(chatCopy.typing)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await user.type(input, 'Another question{Enter}');
    expect(input).toHaveValue('Another question');

    // The clock also follows real time during userEvent's awaits: stay clear of the exact edge.
    wait(widgetTimings.botTyping - 50);
    expect(screen.getByText(chatCopy.typing)).toBeInTheDocument();
    wait(50);
    expect(screen.queryByText(chatCopy.typing)).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    const reply = chatReply('How much is the guide?', values);
    expect(reply).toContain('$47');
    // The reply's site path reads as its label, not as the raw path.
    expect(messagesInLog()[2]).toHaveTextContent(reply.replace('/checkout', 'the checkout page'));
    expect(screen.getByRole('link', { name: 'the checkout page' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(widgetTimings.botTyping).toBe(1500);
  });

  it('closes on Escape and on its close button, giving focus back to the launcher', async () => {
    const user = renderChat();
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: chatCopy.title })).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');

    await user.click(launcher());
    await user.click(screen.getByRole('button', { name: chatCopy.closeLabel }));
    expect(screen.queryByRole('dialog', { name: chatCopy.title })).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });
});
