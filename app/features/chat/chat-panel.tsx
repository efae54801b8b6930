import { LoaderCircle, MessageCircle, Send, X } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { controlClass } from '#app/components/ui/input.tsx';
import { cn } from '#app/lib/cn.ts';
import { chatCopy as copy } from '#content/chat.ts';
import { chatPanelIds } from './chat-panel-ids.ts';

/**
 * The open chat: header with its title (a setting), the attorney notice (a setting) under it,
 * the conversation as a live log, room for the hand-over offer, and the message box. The
 * island clones it, writes the messages into the list (`data-chat-messages`) and shows the
 * typing line (`data-chat-typing`) while the bot types.
 */
export function ChatPanel({ title, notice }: { title: string; notice: string }) {
  const ids = chatPanelIds;
  return (
    <section
      id={ids.panel}
      role="dialog"
      aria-labelledby={ids.title}
      aria-describedby={ids.notice}
      className="flex h-[28rem] max-h-[75vh] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-md border bg-background shadow-xl"
    >
      <div className="flex items-center justify-between gap-2 border-b bg-card px-4 py-3">
        <div className="flex items-center gap-2">
          <MessageCircle className="size-5 text-primary" aria-hidden />
          <div>
            <h2 id={ids.title} className="text-sm font-semibold">
              {title}
            </h2>
            {/* What the visitor talks to, not a presence: no one is "online". */}
            <p className="text-xs text-muted-foreground">{copy.status}</p>
          </div>
        </div>
        <Button variant="ghost" size="icon" aria-label={copy.closeLabel} data-chat-close>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      {/* One notice, where the visitor reads before asking: the chat answers no one's case. */}
      <p id={ids.notice} className="border-b px-4 py-2 text-xs text-foreground">
        {notice}
      </p>
      <div data-chat-scroll className="flex-1 overflow-y-auto p-4">
        {/* The form stays out of the live log: only messages are announced. */}
        <div role="log" aria-live="polite" aria-label={copy.logLabel}>
          <ol data-chat-messages className="flex flex-col gap-3">
            <li data-chat-typing className="flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
              {copy.typing}
            </li>
          </ol>
        </div>
      </div>
      <form data-chat-form className="flex items-end gap-2 border-t p-3">
        <label htmlFor={ids.input} className="sr-only">
          {copy.inputLabel}
        </label>
        <textarea
          id={ids.input}
          rows={1}
          placeholder={copy.inputPlaceholder}
          className={cn(controlClass, 'max-h-24 min-h-10 resize-none py-2')}
        />
        <Button type="submit" size="icon" aria-label={copy.send}>
          <Send className="size-4" aria-hidden />
        </Button>
      </form>
    </section>
  );
}
