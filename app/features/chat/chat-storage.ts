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

interface StoredMessage {
  text: string;
  sender: ChatMessage['sender'];
  timestamp: string;
}

// Plain checks, not zod: this runs in an island, and zod probes eval, which the CSP refuses.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isStoredMessage(value: unknown): value is StoredMessage {
  return (
    isRecord(value) &&
    typeof value.text === 'string' &&
    (value.sender === 'bot' || value.sender === 'user') &&
    typeof value.timestamp === 'string' &&
    !Number.isNaN(Date.parse(value.timestamp))
  );
}

function isHandoverDraft(value: unknown): value is HandoverDraft {
  return (
    isRecord(value) &&
    typeof value.offered === 'boolean' &&
    typeof value.email === 'string' &&
    typeof value.message === 'string'
  );
}

function readStored(): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(chatStorageKey) ?? 'null');
  } catch {
    return undefined;
  }
}

/** The conversation this tab kept, or undefined when there is none or it cannot be read. */
export function readChat(): ChatState | undefined {
  const stored = readStored();
  if (!isRecord(stored) || typeof stored.open !== 'boolean') return undefined;
  const { messages, handover } = stored;
  if (!Array.isArray(messages) || messages.length > keptMessages) return undefined;
  if (!messages.every(isStoredMessage) || !isHandoverDraft(handover)) return undefined;
  return {
    open: stored.open,
    // Fresh ids: the counter behind them started again with the page.
    messages: messages.map((message) =>
      createMessage(message.text, message.sender, new Date(message.timestamp)),
    ),
    handover: { offered: handover.offered, email: handover.email, message: handover.message },
  };
}

/** Whether the chat was open on the page before: its code then loads at once, not on a click. */
export function chatWasOpen(): boolean {
  const stored = readStored();
  return isRecord(stored) && stored.open === true;
}

export function writeChat({ open, messages, handover }: ChatState): void {
  const stored: { open: boolean; messages: StoredMessage[]; handover: HandoverDraft } = {
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
