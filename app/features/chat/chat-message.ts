export interface ChatMessage {
  id: string;
  text: string;
  sender: 'bot' | 'user';
  timestamp: Date;
}

// A counter, not crypto.randomUUID(): that needs a secure context, which a plain-HTTP preview lacks.
let lastId = 0;

/** A new message, or one brought back from storage with its own time. */
export function createMessage(
  text: string,
  sender: ChatMessage['sender'],
  timestamp = new Date(),
): ChatMessage {
  lastId += 1;
  return { id: `chat-message-${lastId}`, text, sender, timestamp };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "14:05": 24-hour time, the same on every locale, so server and browser render alike. */
export function formatChatTime(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

export type TextPart =
  | { kind: 'text'; text: string }
  /** A site path, or a web address the reply names (content/legal-help.ts). */
  | { kind: 'link'; path: string }
  | { kind: 'email'; address: string };

/**
 * A web address (https only) ends before the punctuation that closes its sentence; a site
 * path stands after a space or an opening bracket and ends before punctuation; an e-mail
 * address ends before a closing full stop.
 */
const linkPattern =
  /(https:\/\/[^\s]*[^\s.,;:!?)])|(?<=^|[\s(])(\/[a-z0-9][a-z0-9/-]*)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/**
 * Splits a bot reply into plain text, the web addresses and site paths (/checkout, /faq) it
 * names, both links, and the e-mail addresses it names.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let end = 0;
  for (const match of text.matchAll(linkPattern)) {
    if (match.index > end) parts.push({ kind: 'text', text: text.slice(end, match.index) });
    const [found, url, path, address] = match;
    if (url) parts.push({ kind: 'link', path: url });
    else if (path) parts.push({ kind: 'link', path });
    else if (address) parts.push({ kind: 'email', address });
    end = match.index + found.length;
  }
  if (end < text.length) parts.push({ kind: 'text', text: text.slice(end) });
  return parts;
}
