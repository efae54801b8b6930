import { MessageCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { widgetTimings } from '#app/features/widgets/widget-timings.ts';
import { chatCopy as copy } from '#content/chat.ts';
import type { PlaceholderValues } from '#shared/placeholders.ts';
import { ChatPanel } from './chat-panel.tsx';
import { useChat } from './use-chat.ts';

/** 'Legal Support Chat': a launcher at the bottom right that appears after a short delay, and its panel. */
export function ChatWidget({ values }: { values: PlaceholderValues }) {
  const [launcherShown, setLauncherShown] = useState(false);
  // False while the panel is only open again after a reload: the page keeps its focus.
  const [openedByVisitor, setOpenedByVisitor] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { open, setOpen, ...chat } = useChat(values);

  useEffect(() => {
    const timer = window.setTimeout(() => setLauncherShown(true), widgetTimings.chatLauncherDelay);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  if (!launcherShown) return null;
  return (
    // Escape closes the chat from anywhere inside it, the launcher included.
    <div
      className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3"
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') close();
      }}
    >
      {open && (
        <ChatPanel
          id={panelId}
          {...chat}
          focusOnOpen={openedByVisitor}
          onClose={close}
          // The visitor goes on to the page they chose; focus is that page's, not the launcher's.
          onNavigate={() => setOpen(false)}
        />
      )}
      <button
        ref={launcherRef}
        type="button"
        className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        aria-label={copy.launcherLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpenedByVisitor(true);
          setOpen(!open);
        }}
      >
        {open ? (
          <X className="size-6" aria-hidden />
        ) : (
          <MessageCircle className="size-6" aria-hidden />
        )}
      </button>
    </div>
  );
}
