import { cn } from '#app/lib/cn.ts';
import { chatCopy as copy } from '#content/chat.ts';
import type { ChatMessage } from './chat-message.ts';

/**
 * One message of the log, empty: the chat island fills its text (`data-chat-text`, after the
 * sender's name for screen readers) and its time (`data-chat-time`).
 */
export function ChatBubble({ sender }: { sender: ChatMessage['sender'] }) {
  const fromUser = sender === 'user';
  return (
    <li className={cn('flex flex-col gap-1', fromUser ? 'items-end' : 'items-start')}>
      <p
        data-chat-text
        className={cn(
          'max-w-[85%] rounded-md px-3 py-2 text-sm break-words whitespace-pre-wrap',
          fromUser ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{copy.senders[sender]}: </span>
      </p>
      {/* A time element needs a valid date until the island writes the message's own. */}
      <time
        data-chat-time
        dateTime={new Date(0).toISOString()}
        className="text-xs text-muted-foreground"
      />
    </li>
  );
}

/** A site path or an e-mail address a bot reply names, as the island writes it into the text. */
export function ChatLink() {
  return <a href="/" className="font-medium underline underline-offset-2" />;
}
