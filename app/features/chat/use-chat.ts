import { useCallback, useEffect, useState } from 'react';
import { widgetTimings } from '#app/features/widgets/widget-timings.ts';
import { chatCopy } from '#content/chat.ts';
import { fillPlaceholders, type PlaceholderValues } from '#shared/placeholders.ts';
import { createMessage } from './chat-message.ts';
import { chatReply } from './chat-reply.ts';
import { readChat, writeChat, type ChatState, type HandoverDraft } from './chat-storage.ts';

export type HandoverField = 'email' | 'message';

function freshChat(values: PlaceholderValues): ChatState {
  return {
    open: false,
    messages: [createMessage(fillPlaceholders(chatCopy.greeting, values), 'bot')],
    handover: { offered: false, email: '', message: '' },
  };
}

/**
 * The conversation, kept for this tab: the bot greets, and answers each message after
 * 'typing' for a moment; an answer that may not help offers to hand the question to support.
 */
export function useChat(values: PlaceholderValues) {
  const [state, setState] = useState(() => readChat() ?? freshChat(values));
  const update = (change: (current: ChatState) => Partial<ChatState>) =>
    setState((current) => ({ ...current, ...change(current) }));
  const updateHandover = (change: Partial<HandoverDraft>) =>
    update((current) => ({ handover: { ...current.handover, ...change } }));

  useEffect(() => writeChat(state), [state]);

  // The bot owes a reply while the visitor's message is the last one, after a reload too.
  const last = state.messages.at(-1);
  const question = last?.sender === 'user' ? last : undefined;
  const answer = useCallback(
    (text: string) => {
      const reply = chatReply(text, values);
      setState((current) => {
        const offer = reply.offersHandover
          ? [createMessage(fillPlaceholders(chatCopy.handover.offer, values), 'bot')]
          : [];
        return {
          ...current,
          messages: [...current.messages, createMessage(reply.text, 'bot'), ...offer],
          handover: reply.offersHandover
            ? { ...current.handover, offered: true, message: text }
            : current.handover,
        };
      });
    },
    [values],
  );
  useEffect(() => {
    if (!question) return;
    const timer = window.setTimeout(() => answer(question.text), widgetTimings.botTyping);
    return () => window.clearTimeout(timer);
  }, [question, answer]);
  const botTyping = question !== undefined;

  return {
    messages: state.messages,
    botTyping,
    open: state.open,
    setOpen: (open: boolean) => update(() => ({ open })),
    /** Sends `draft` unless it is blank or the bot is still typing; says whether it was sent. */
    send(draft: string): boolean {
      const text = draft.trim();
      if (text === '' || botTyping) return false;
      // A new question: the offer was about the one before.
      update((current) => ({
        messages: [...current.messages, createMessage(text, 'user')],
        handover: { ...current.handover, offered: false },
      }));
      return true;
    },
    handover: state.handover,
    editHandover: (field: HandoverField, value: string) => updateHandover({ [field]: value }),
    dismissHandover: () => updateHandover({ offered: false }),
    /** Support has the question: the form goes and the bot says so; the e-mail stays for next time. */
    handoverSent: () =>
      update((current) => ({
        messages: [
          ...current.messages,
          createMessage(fillPlaceholders(chatCopy.handover.sent, values), 'bot'),
        ],
        handover: { ...current.handover, offered: false, message: '' },
      })),
  };
}
