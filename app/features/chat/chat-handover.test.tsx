import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatCopy } from '#content/chat.ts';
import { legalHelp } from '#content/legal-help.ts';
import { apiError, fakeApi, heldAnswer, networkFailure, ok } from '#tests/fake-api.ts';
import {
  ask,
  chatInput,
  filled,
  messagesInLog,
  openChat,
  renderChat,
} from '#tests/render-chat.tsx';

const copy = chatCopy.handover;
const unknownQuestion = 'Is the guide in Spanish?';

const handoverForm = () => screen.queryByRole('form', { name: copy.title });
function fields() {
  const form = within(screen.getByRole('form', { name: copy.title }));
  return {
    email: form.getByRole('textbox', { name: copy.emailLabel }),
    question: form.getByRole('textbox', { name: copy.questionLabel }),
    send: form.getByRole('button', { name: copy.submit }),
  };
}

/** Opens the chat and asks what the bot has no answer for. */
async function askTheUnknown() {
  const { user } = renderChat();
  await openChat(user);
  await ask(user, unknownQuestion);
  return user;
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the chat handing a question over to support', () => {
  it('offers it after a reply that answers nothing, with the question filled in', async () => {
    await askTheUnknown();
    const [, , pitch, offer] = messagesInLog();
    expect(pitch).toHaveTextContent(/^Assistant: Thanks for your question!/);
    expect(offer).toHaveTextContent(filled(copy.offer));
    const { email, question } = fields();
    expect(email).toHaveValue('');
    expect(email).toHaveAttribute('type', 'email');
    expect(question).toHaveValue(unknownQuestion);
    // Offered, not imposed: focus stays in the message box.
    expect(chatInput()).toHaveFocus();
  });

  it("offers it after a question about the visitor's own case, saying support gives no legal advice, and says so again when sent", async () => {
    fakeApi(() => ok());
    const { user } = renderChat();
    await openChat(user);
    const ownCase = 'should I skip my hearing on the 12th?';
    await ask(user, ownCase);
    const [, , legalAid, offer] = messagesInLog();
    expect(legalAid).toHaveTextContent(/a question about your own case/);
    expect(screen.getByRole('link', { name: legalHelp.legalAid.label })).toHaveAttribute(
      'href',
      legalHelp.legalAid.url,
    );
    expect(screen.getByRole('link', { name: legalHelp.lawyerReferral.label })).toHaveAttribute(
      'href',
      legalHelp.lawyerReferral.url,
    );
    expect(offer).toHaveTextContent(filled(copy.ownCaseOffer));
    expect(offer).toHaveTextContent('cannot give legal advice');
    const { email, question, send } = fields();
    expect(question).toHaveValue(ownCase);

    await user.type(email, 'parent@example.com');
    await user.click(send);
    await waitFor(() => expect(handoverForm()).not.toBeInTheDocument());
    expect(messagesInLog().at(-1)).toHaveTextContent('cannot give legal advice');
  });

  it('does not offer it after an answer that fits, and withdraws it at the next question', async () => {
    const { user } = renderChat();
    await openChat(user);
    await ask(user, 'What is the price?');
    expect(handoverForm()).not.toBeInTheDocument();

    await ask(user, unknownQuestion);
    expect(handoverForm()).toBeInTheDocument();
    await ask(user, 'Is there a refund?');
    expect(handoverForm()).not.toBeInTheDocument();
  });

  it('shows no red field before the visitor acts, and judges a field once typed in and left', async () => {
    const user = await askTheUnknown();
    const { email, question } = fields();
    for (const field of [email, question]) {
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(field).not.toHaveAccessibleDescription();
    }

    // Passing through a field without typing flags nothing.
    await user.click(email);
    await user.click(question);
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.click(email);
    await user.type(email, 'parent@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(question);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    // The question, filled in by the offer, is fine as it is.
    expect(question).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(question);
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an empty or invalid e-mail and an empty question, field by field, sending nothing', async () => {
    const { calls } = fakeApi(() => ok());
    const user = await askTheUnknown();
    const { email, question, send } = fields();
    await user.clear(question);
    await user.click(send);

    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(question).toHaveAccessibleDescription('Enter your message.');
    expect(calls).toEqual([]);

    await user.type(email, 'not-an-address');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(send);
    expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(calls).toEqual([]);
  });

  it("posts the contract's body, busy meanwhile, then thanks in the chat", async () => {
    const answer = heldAnswer();
    const { calls } = fakeApi(() => answer.promise);
    const user = await askTheUnknown();
    const { email, question, send } = fields();
    await user.type(email, ' parent@example.com ');
    await user.type(question, ' Also Ohio?');
    await user.click(send);

    expect(
      within(handoverForm() ?? document.body).getByRole('button', { name: copy.busy }),
    ).toBeDisabled();
    expect(calls).toEqual([
      {
        path: '/api/send-thank-you-email',
        body: {
          type: 'contact',
          source: 'chat',
          email: 'parent@example.com',
          message: `${unknownQuestion} Also Ohio?`,
        },
      },
    ]);
    answer.release(ok());
    await waitFor(() => expect(handoverForm()).not.toBeInTheDocument());
    expect(messagesInLog().at(-1)).toHaveTextContent(`Assistant: ${copy.sent}`);
    expect(chatInput()).toHaveFocus();

    // The next offer remembers the address.
    await ask(user, 'And custody?');
    expect(fields().email).toHaveValue('parent@example.com');
    expect(fields().question).toHaveValue('And custody?');
  });

  it('says in the chat when the server is out of reach, keeping what was typed', async () => {
    fakeApi(networkFailure);
    const user = await askTheUnknown();
    const { email, question, send } = fields();
    await user.type(email, 'parent@example.com');
    await user.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.failure);
    expect(email).toHaveValue('parent@example.com');
    expect(question).toHaveValue(unknownQuestion);
    expect(send).toBeEnabled();
  });

  it("shows the server's words for a refusal, and its field messages on the fields", async () => {
    const tooMany = 'Too many messages from this address. Please try again in about 1 hour.';
    const answers = [
      apiError(429, 'rate_limited', tooMany),
      apiError(400, 'validation_failed', 'Check the form.', { email: 'Use a real address.' }),
    ];
    fakeApi(() => answers.shift() ?? ok());
    const user = await askTheUnknown();
    const { email, send } = fields();
    await user.type(email, 'parent@example.com');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);

    await user.click(send);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Use a real address.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveValue('parent@example.com');
  });

  it("goes with 'Not now', leaving the conversation as it was", async () => {
    const user = await askTheUnknown();
    const before = messagesInLog().length;
    await user.click(screen.getByRole('button', { name: copy.dismiss }));
    expect(handoverForm()).not.toBeInTheDocument();
    expect(messagesInLog()).toHaveLength(before);
    expect(chatInput()).toHaveFocus();
  });
});
