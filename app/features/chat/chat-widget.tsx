import { MessageCircle, X } from 'lucide-react';
import { IslandTemplate } from '#app/islands/island-template.tsx';
import { cn } from '#app/lib/cn.ts';
import { chatCopy as copy } from '#content/chat.ts';
import type { PlaceholderValues } from '#shared/placeholders.ts';
import type { ChatGuide } from './chat-guides.ts';
import { ChatBubble, ChatLink } from './chat-bubble.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { HandoverForm } from './handover-form.tsx';

/**
 * The chat, titled by its setting (`title`, the site's `chatTitle`) and showing the attorney
 * notice (`notice`): a launcher at the bottom right, hidden until the chat island shows it,
 * and the markup of its panel in templates the island's conversation code clones. The
 * site's facts the replies name travel as `data-chat-values`, the state guides published as
 * `data-chat-guides`. Beside a form (`besideForm`: the
 * checkout), a launcher floating at the bottom right would lie over its fields as they scroll
 * by: there it sits at the end of the page, in its flow.
 */
export function ChatWidget({
  values,
  guides,
  title,
  notice,
  besideForm = false,
}: {
  values: PlaceholderValues;
  guides: readonly ChatGuide[];
  title: string;
  notice: string;
  besideForm?: boolean;
}) {
  return (
    <div
      data-island="chat"
      data-chat-values={JSON.stringify(values)}
      data-chat-guides={JSON.stringify(guides)}
      hidden
      className={cn(
        'z-50 flex flex-col items-end gap-3',
        besideForm ? 'p-4' : 'fixed right-4 bottom-4',
      )}
    >
      <IslandTemplate name="chat-panel">
        <ChatPanel title={title} notice={notice} />
      </IslandTemplate>
      <IslandTemplate name="chat-bubble-bot">
        <ChatBubble sender="bot" />
      </IslandTemplate>
      <IslandTemplate name="chat-bubble-user">
        <ChatBubble sender="user" />
      </IslandTemplate>
      <IslandTemplate name="chat-link">
        <ChatLink />
      </IslandTemplate>
      <IslandTemplate name="chat-handover">
        <HandoverForm />
      </IslandTemplate>
      <button
        type="button"
        data-chat-launcher
        className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        aria-label={copy.launcherLabel}
        aria-expanded="false"
      >
        <span data-chat-icon="closed" className="contents">
          <MessageCircle className="size-6" aria-hidden />
        </span>
        <span data-chat-icon="open" className="contents" hidden>
          <X className="size-6" aria-hidden />
        </span>
      </button>
    </div>
  );
}
