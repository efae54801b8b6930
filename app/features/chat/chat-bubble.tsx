import { Link } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { chatCopy as copy } from '#content/chat.ts';
import { formatChatTime, splitSitePaths, type ChatMessage } from './chat-message.ts';

/** A bot reply's text with the site paths it names as links; the visitor's own text stays plain. */
function MessageText({ message }: { message: ChatMessage }) {
  if (message.sender === 'user') return message.text;
  return splitSitePaths(message.text).map((part, index) =>
    part.kind === 'link' ? (
      <Link key={index} to={part.path} className="font-medium underline underline-offset-2">
        {copy.linkLabels[part.path] ?? part.path}
      </Link>
    ) : (
      part.text
    ),
  );
}

export function ChatBubble({ message }: { message: ChatMessage }) {
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
        <MessageText message={message} />
      </p>
      <time dateTime={message.timestamp.toISOString()} className="text-xs text-muted-foreground">
        {formatChatTime(message.timestamp)}
      </time>
    </li>
  );
}
