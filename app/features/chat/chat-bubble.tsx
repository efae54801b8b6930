import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { chatCopy as copy } from '#content/chat.ts';
import { formatChatTime, splitLinks, type ChatMessage } from './chat-message.ts';

interface BubbleProps {
  message: ChatMessage;
  /** Following a site link leaves the conversation for the page: the panel closes. */
  onNavigate: () => void;
}

const linkClass = 'font-medium underline underline-offset-2';

/** A plain click follows the link in this tab; a modified one opens another tab and keeps the chat. */
const followsInThisTab = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A bot reply's text with the site paths and addresses it names as links; the visitor's own text stays plain. */
function MessageText({ message, onNavigate }: BubbleProps) {
  if (message.sender === 'user') return message.text;
  return splitLinks(message.text).map((part, index) => {
    switch (part.kind) {
      case 'link':
        return (
          <Link
            key={index}
            to={part.path}
            className={linkClass}
            onClick={(event) => {
              if (followsInThisTab(event)) onNavigate();
            }}
          >
            {copy.linkLabels[part.path] ?? part.path}
          </Link>
        );
      case 'email':
        return (
          <a key={index} href={`mailto:${part.address}`} className={linkClass}>
            {part.address}
          </a>
        );
      case 'text':
        return part.text;
    }
  });
}

export function ChatBubble({ message, onNavigate }: BubbleProps) {
  const fromUser = message.sender === 'user';
  return (
    <li className={cn('flex flex-col gap-1', fromUser ? 'items-end' : 'items-start')}>
      <p
        className={cn(
          'max-w-[85%] rounded-md px-3 py-2 text-sm break-words whitespace-pre-wrap',
          fromUser ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{copy.senders[message.sender]}: </span>
        <MessageText message={message} onNavigate={onNavigate} />
      </p>
      <time dateTime={message.timestamp.toISOString()} className="text-xs text-muted-foreground">
        {formatChatTime(message.timestamp)}
      </time>
    </li>
  );
}
