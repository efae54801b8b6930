import { useEffect, useRef, useState } from 'react';
import { widgetTimings } from '#app/features/widgets/widget-timings.ts';
import { chatCopy } from '#content/chat.ts';
import { fillPlaceholders, type PlaceholderValues } from '#shared/placeholders.ts';
import { createMessage, type ChatMessage } from './chat-message.ts';
import { chatReply } from './chat-reply.ts';

/** The conversation: the bot greets, and answers each message after 'typing' for a moment. */
export function useChat(values: PlaceholderValues) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    createMessage(fillPlaceholders(chatCopy.greeting, values), 'bot'),
  ]);
  const [botTyping, setBotTyping] = useState(false);
  const replyTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(replyTimer.current), []);

  /** Sends `draft` unless it is blank or the bot is still typing; says whether it was sent. */
  function send(draft: string): boolean {
    const text = draft.trim();
    if (text === '' || botTyping) return false;
    setMessages((current) => [...current, createMessage(text, 'user')]);
    setBotTyping(true);
    replyTimer.current = window.setTimeout(() => {
      setMessages((current) => [...current, createMessage(chatReply(text, values), 'bot')]);
      setBotTyping(false);
    }, widgetTimings.botTyping);
    return true;
  }

  return { messages, botTyping, send };
}
