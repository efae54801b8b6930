import { z } from 'zod';
import '#app/lib/zod-csp.ts';
import { createMessage, type ChatMessage } from './chat-message.ts';

/** The question offered to support: what the visitor typed, and whether the form shows. */
export interface HandoverDraft {
  offered: boolean;
  email: string;
  message: string;
}

/** Everything a reload in the same tab brings back. */
export interface ChatState {
  open: boolean;
  messages: ChatMessage[];
  handover: HandoverDraft;
}

// This tab only, gone when it closes: the conversation survives a reload, not a new visit.
export const chatStorageKey = 'chat-conversation';

/** The newest messages kept; older ones go, so the stored value stays small. */
export const keptMessages = 30;

const storedChatSchema = z.object({
  open: z.boolean(),
  messages: z
    .array(
      z.object({
        text: z.string(),
        sender: z.enum(['bot', 'user']),
        timestamp: z.iso.datetime(),
      }),
    )
    .max(keptMessages),
  handover: z.object({ offered: z.boolean(), email: z.string(), message: z.string() }),
});

/** The conversation this tab kept, or undefined when there is none or it cannot be read. */
export function readChat(): ChatState | undefined {
  try {
    const stored = storedChatSchema.safeParse(
      JSON.parse(window.sessionStorage.getItem(chatStorageKey) ?? 'null'),
    );
    if (!stored.success) return undefined;
    const { open, messages, handover } = stored.data;
    return {
      open,
      // Fresh ids: the counter behind them started again with the page.
      messages: messages.map((message) =>
        createMessage(message.text, message.sender, new Date(message.timestamp)),
      ),
      handover,
    };
  } catch {
    return undefined;
  }
}

export function writeChat({ open, messages, handover }: ChatState): void {
  const stored: z.input<typeof storedChatSchema> = {
    open,
    messages: messages.slice(-keptMessages).map(({ text, sender, timestamp }) => ({
      text,
      sender,
      timestamp: timestamp.toISOString(),
    })),
    handover,
  };
  try {
    window.sessionStorage.setItem(chatStorageKey, JSON.stringify(stored));
  } catch {
    // Storage full or switched off: the chat works, it just will not survive a reload.
  }
}
