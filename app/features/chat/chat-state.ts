import { chatCopy } from '#content/chat.ts';
import { fillPlaceholders, type PlaceholderValues } from '#shared/placeholders.ts';
import { createMessage } from './chat-message.ts';
import type { ChatGuide } from './chat-guides.ts';
import { chatReply } from './chat-reply.ts';
import type { ChatState } from './chat-storage.ts';

/**
 * The conversation's rules, apart from the page: the bot greets, answers each message (after
 * 'typing', which the panel times), and an answer that may not help offers to hand the
 * question to support. Each function returns the next state.
 */
export function freshChat(values: PlaceholderValues): ChatState {
  return {
    open: false,
    messages: [createMessage(fillPlaceholders(chatCopy.greeting, values), 'bot')],
    handover: { offered: false, email: '', message: '' },
  };
}

/** The visitor's message the bot still owes a reply to: the last one, after a reload too. */
export function pendingQuestion(state: ChatState): string | undefined {
  const last = state.messages.at(-1);
  return last?.sender === 'user' ? last.text : undefined;
}

/** The visitor's message added; undefined when it is blank or the bot is still typing. */
export function sendMessage(state: ChatState, draft: string): ChatState | undefined {
  const text = draft.trim();
  if (text === '' || pendingQuestion(state) !== undefined) return undefined;
  // A new question: the offer was about the one before.
  return {
    ...state,
    messages: [...state.messages, createMessage(text, 'user')],
    handover: { ...state.handover, offered: false },
  };
}

/**
 * The bot's reply to `question`, with the offer to hand it over when the reply may not help
 * or the question was about the visitor's own case (the offer then says what support does).
 */
export function answer(
  state: ChatState,
  question: string,
  values: PlaceholderValues,
  guides: readonly ChatGuide[],
): ChatState {
  const reply = chatReply(question, values, guides);
  const { offer: unanswered, ownCaseOffer } = chatCopy.handover;
  const offer = reply.offersHandover
    ? [createMessage(fillPlaceholders(reply.ownCase ? ownCaseOffer : unanswered, values), 'bot')]
    : [];
  return {
    ...state,
    messages: [...state.messages, createMessage(reply.text, 'bot'), ...offer],
    handover: reply.offersHandover
      ? { ...state.handover, offered: true, message: question }
      : state.handover,
  };
}

/** Support has the question: the form goes and the bot says so; the e-mail stays for next time. */
export function handoverSent(state: ChatState, values: PlaceholderValues): ChatState {
  return {
    ...state,
    messages: [
      ...state.messages,
      createMessage(fillPlaceholders(chatCopy.handover.sent, values), 'bot'),
    ],
    handover: { ...state.handover, offered: false, message: '' },
  };
}
