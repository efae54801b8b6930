import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTimings } from '#app/lib/widget-timings.ts';
import { chatCopy } from '#content/chat.ts';
import {
  chatPanel,
  chatValues,
  clickLauncher,
  filled,
  launcher,
  messagesInLog,
  openChat,
  renderChat,
  sendButton,
  wait,
} from '#tests/render-chat.tsx';
import { testSite } from '#tests/render-page.tsx';
import { seedChatGuides } from '#tests/chat-guide-fixtures.ts';
import { chatReply } from './chat-reply.ts';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('the chat island', () => {
  it('shows its launcher 2 s after mounting, not before', async () => {
    // The clock moves only when told: on a busy machine real time would cross the edge.
    vi.useFakeTimers();
    renderChat();
    await wait(widgetTimings.chatLauncherDelay - 1);
    expect(screen.queryByRole('button', { name: chatCopy.launcherLabel })).not.toBeInTheDocument();
    await wait(1);
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(widgetTimings.chatLauncherDelay).toBe(2000);
  });

  it('opens a named panel, labelled an automated assistant, with the greeting in a polite log and focus in the message box', async () => {
    const { user } = renderChat();
    const input = await openChat(user);

    const panel = screen.getByRole('dialog', { name: testSite.chatTitle });
    expect(within(panel).getByText('Automated assistant')).toBeInTheDocument();
    // No presence dot: nobody is "online" behind an automated assistant.
    expect(within(panel).queryByText('Online')).not.toBeInTheDocument();
    expect(panel.querySelector('.rounded-full')).toBeNull();
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveFocus();
    const log = screen.getByRole('log', { name: chatCopy.logLabel });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(messagesInLog()).toHaveLength(1);
    expect(log).toHaveTextContent(filled(chatCopy.greeting));
    expect(log).toHaveTextContent(/\b\d{2}:\d{2}\b/);
  });

  it("is titled by the seller's setting and shows their attorney notice once, as its description", async () => {
    const title = 'Ask about the book';
    const notice = 'This book is not a substitute for the advice of an attorney.';
    const { user } = renderChat({ title, notice });
    await openChat(user);

    const panel = screen.getByRole('dialog', { name: title });
    expect(panel).toHaveAccessibleDescription(notice);
    expect(within(panel).getAllByText(notice)).toHaveLength(1);
    expect(panel).not.toHaveTextContent('not legal advice');
  });

  it('says in its first message that it is an automated assistant, not a lawyer', async () => {
    const { user } = renderChat();
    await openChat(user);
    const [greeting] = messagesInLog();
    expect(greeting).toHaveTextContent(/automated assistant, not a lawyer/);
    expect(greeting).toHaveTextContent(`Assistant: ${filled(chatCopy.greeting)}`);
    expect(filled(chatCopy.greeting)).toMatch(/the price, the download and our 14-day guarantee/);
  });

  it('sends nothing empty or made of spaces', async () => {
    const { user } = renderChat();
    const input = await openChat(user);
    await user.click(sendButton());
    await user.type(input, '   {Enter}');

    expect(messagesInLog()).toHaveLength(1);
    expect(screen.queryByText(chatCopy.typing)).not.toBeInTheDocument();
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const { user } = renderChat();
    const input = await openChat(user);
    await user.type(input, 'Is there a refund?{Shift>}{Enter}{/Shift}');

    expect(input).toHaveValue('Is there a refund?\n');
    expect(messagesInLog()).toHaveLength(1);
    await user.type(input, 'Thanks{Enter}');
    expect(input).toHaveValue('');
    expect(messagesInLog()[1]?.textContent).toContain('Is there a refund?\nThanks');
  });

  it("shows 'typing' for 1.5 s with Send disabled, then the bot's reply", async () => {
    const { user } = renderChat();
    const input = await openChat(user);
    await user.type(input, 'How much is the guide?');
    await user.click(sendButton());

    expect(screen.getByText(chatCopy.typing)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await user.type(input, 'Another question{Enter}');
    expect(input).toHaveValue('Another question');

    // The clock also follows real time during userEvent's awaits: stay clear of the exact edge.
    await wait(widgetTimings.botTyping - 50);
    expect(screen.getByText(chatCopy.typing)).toBeInTheDocument();
    await wait(50);
    expect(screen.queryByText(chatCopy.typing)).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    const reply = chatReply('How much is the guide?', chatValues, seedChatGuides).text;
    expect(reply).toContain('$47');
    // The reply's site path reads as its label, not as the raw path.
    expect(messagesInLog()[2]).toHaveTextContent(reply.replace('/checkout', 'the checkout page'));
    expect(screen.getByRole('link', { name: 'the checkout page' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(widgetTimings.botTyping).toBe(1500);
  });

  it('closes when the visitor follows a link in a reply, and the link leads there', async () => {
    const { user } = renderChat();
    const input = await openChat(user);
    await user.type(input, 'What is the price?{Enter}');
    await wait(widgetTimings.botTyping);

    const link = screen.getByRole('link', { name: 'the checkout page' });
    expect(link).toHaveAttribute('href', '/checkout');
    // jsdom cannot load another document: the page stays, and shows what the next one gets.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(link);
    expect(chatPanel()).not.toBeInTheDocument();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    // The conversation is still there when the visitor opens the chat again.
    await user.click(launcher());
    expect(messagesInLog()).toHaveLength(3);
  });

  it('keeps the chat open for a link opened in another tab', async () => {
    const { user } = renderChat();
    const input = await openChat(user);
    await user.type(input, 'What is the price?{Enter}');
    await wait(widgetTimings.botTyping);

    const link = screen.getByRole('link', { name: 'the checkout page' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(chatPanel()).toBeInTheDocument();
  });

  it('writes the support address as a mailto link', async () => {
    const { user } = renderChat();
    const input = await openChat(user);
    await user.type(input, 'I never received the download e-mail{Enter}');
    await wait(widgetTimings.botTyping);

    const address = screen.getByRole('link', { name: testSite.supportEmail });
    expect(address).toHaveAttribute('href', `mailto:${testSite.supportEmail}`);
    // The visitor's own words are never turned into links.
    await user.type(input, `Is ${testSite.supportEmail} right?{Enter}`);
    const question = messagesInLog()[3];
    expect(question).toHaveTextContent(`You: Is ${testSite.supportEmail} right?`);
    expect(within(question ?? document.body).queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes on Escape and on its close button, giving focus back to the launcher', async () => {
    const { user } = renderChat();
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(chatPanel()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');

    await clickLauncher(user);
    await user.click(screen.getByRole('button', { name: chatCopy.closeLabel }));
    expect(chatPanel()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });
});
