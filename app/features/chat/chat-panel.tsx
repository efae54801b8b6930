import { LoaderCircle, MessageCircle, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { controlClass } from '#app/components/ui/input.tsx';
import { cn } from '#app/lib/cn.ts';
import { chatCopy as copy } from '#content/chat.ts';
import { ChatBubble } from './chat-bubble.tsx';
import { HandoverForm } from './handover-form.tsx';
import type { useChat } from './use-chat.ts';

type ChatPanelProps = Omit<ReturnType<typeof useChat>, 'open' | 'setOpen'> & {
  id: string;
  /** Opened by the visitor: the message box takes focus. Reopened by a reload: focus stays on the page. */
  focusOnOpen: boolean;
  onClose: () => void;
  /** A link in a reply was followed. */
  onNavigate: () => void;
};

/** The open chat: header, the conversation as a live log, the hand-over offer, and the message box. */
export function ChatPanel({ id, focusOnOpen, onClose, onNavigate, ...chat }: ChatPanelProps) {
  const { messages, botTyping, send, handover } = chat;
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // Only on mount: the panel opening is what moves focus, not later renders.
  const [focusAtMount] = useState(focusOnOpen);
  useEffect(() => {
    if (focusAtMount) inputRef.current?.focus();
  }, [focusAtMount]);

  // The newest message, the typing line and the offer stay in view without the visitor scrolling.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, botTyping, handover.offered]);

  const submit = () => {
    if (send(draft)) setDraft('');
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter is a new line; Enter while an input method composes a word is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className="flex h-[28rem] max-h-[75vh] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-md border bg-background shadow-xl"
    >
      <div className="flex items-center justify-between gap-2 border-b bg-card px-4 py-3">
        <div className="flex items-center gap-2">
          <MessageCircle className="size-5 text-primary" aria-hidden />
          <div>
            <h2 id={titleId} className="text-sm font-semibold">
              {copy.title}
            </h2>
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <span className="size-2 rounded-full bg-primary" aria-hidden />
              {copy.status}
            </p>
          </div>
        </div>
        <Button variant="ghost" size="icon" aria-label={copy.closeLabel} onClick={onClose}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      <div ref={logRef} className="flex-1 overflow-y-auto p-4">
        {/* The form stays out of the live log: only messages are announced. */}
        <div role="log" aria-live="polite" aria-label={copy.logLabel}>
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <ChatBubble key={message.id} message={message} onNavigate={onNavigate} />
            ))}
            {botTyping && (
              <li className="flex items-center gap-2 text-sm text-muted-foreground">
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
                {copy.typing}
              </li>
            )}
          </ol>
        </div>
        {handover.offered && (
          <HandoverForm
            id={`${id}-handover`}
            draft={handover}
            onEdit={chat.editHandover}
            onSent={() => {
              chat.handoverSent();
              inputRef.current?.focus();
            }}
            onDismiss={() => {
              chat.dismissHandover();
              inputRef.current?.focus();
            }}
          />
        )}
      </div>
      <form
        className="flex items-end gap-2 border-t p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {copy.inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={draft}
          placeholder={copy.inputPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          className={cn(controlClass, 'max-h-24 min-h-10 resize-none py-2')}
        />
        <Button type="submit" size="icon" aria-label={copy.send} disabled={botTyping}>
          <Send className="size-4" aria-hidden />
        </Button>
      </form>
      <p className="px-3 pb-2 text-xs text-muted-foreground">{copy.note}</p>
    </section>
  );
}
