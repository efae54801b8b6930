export interface ChatMessage {
  id: string;
  text: string;
  sender: 'bot' | 'user';
  timestamp: Date;
}

// A counter, not crypto.randomUUID(): that needs a secure context, which a plain-HTTP preview lacks.
let lastId = 0;

export function createMessage(text: string, sender: ChatMessage['sender']): ChatMessage {
  lastId += 1;
  return { id: `chat-message-${lastId}`, text, sender, timestamp: new Date() };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "14:05": 24-hour time, the same on every locale, so server and browser render alike. */
export function formatChatTime(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; path: string };

// A site path stands after a space or an opening bracket and ends before punctuation.
const sitePath = /(?<=^|[\s(])(\/[a-z0-9][a-z0-9/-]*)/;

/** Splits a bot reply into plain text and the site paths (/checkout, /faq) it names. */
export function splitSitePaths(text: string): TextPart[] {
  return text
    .split(sitePath)
    .map((part, index): TextPart =>
      index % 2 === 1 ? { kind: 'link', path: part } : { kind: 'text', text: part },
    )
    .filter((part) => part.kind === 'link' || part.text !== '');
}
