import { Check, Reply, Scale } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import type { AdminMessage } from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { ItemDateOnPhone, ItemToggleEnd } from '../kit/item-date.tsx';
import { updateMessage, type MessageUpdate } from './messages-api.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { EmailText } from '../kit/email-text.tsx';
import { messagesCopy, messagesNotices } from './messages-copy.ts';

const copy = messagesCopy;

/** `mailto:` with the subject filled in, encoded: it holds spaces and the brand's symbols. */
function replyLink(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

interface MessageItemProps {
  message: AdminMessage;
  open: boolean;
  onToggle: () => void;
}

/**
 * One message: a row that opens to show the text (marking it read), Mark handled and Reply;
 * one about the sender's own case is marked, and says what that means when opened.
 */
export function MessageItem({ message, open, onToggle }: MessageItemProps) {
  const { brand } = useSiteInfo();
  const bodyId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const update = useAdminAction({
    action: (change: MessageUpdate) => updateMessage(message.id, change),
    failure: messagesNotices.messageUpdateFailed,
    invalidates: [adminKeys.messagesAll, adminKeys.audit],
  });
  const unread = message.readAt === null;
  const handled = message.handledAt !== null;

  const { mutate } = update;

  // Opened by its address (a link, a reload, Back or Forward) as much as by a click.
  useEffect(() => {
    if (open && unread) mutate({ read: true });
  }, [open, unread, mutate]);

  // A message opened by its address is brought into view and given focus; one opened by a
  // click already has it.
  useEffect(() => {
    const button = opener.current;
    if (!open || !button || document.activeElement === button) return;
    button.scrollIntoView({ block: 'center' });
    button.focus({ preventScroll: true });
  }, [open]);

  return (
    <li>
      <button
        ref={opener}
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        className="flex w-full items-start gap-3 px-3 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-4"
        onClick={onToggle}
      >
        <span
          className={
            unread ? 'mt-1.5 size-2 shrink-0 rounded-full bg-primary' : 'mt-1.5 size-2 shrink-0'
          }
          aria-hidden
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className={unread ? 'font-semibold' : 'font-medium'}>{message.name}</span>
            {unread && <StatusBadge tone="info">{copy.unreadBadge}</StatusBadge>}
            {handled && <StatusBadge tone="success">{copy.handledBadge}</StatusBadge>}
            {message.source === 'chat' && <StatusBadge>{copy.chatBadge}</StatusBadge>}
            {message.ownCase && <StatusBadge tone="warning">{copy.ownCaseBadge}</StatusBadge>}
          </span>
          <span className="text-sm wrap-break-word text-muted-foreground">
            <EmailText email={message.email} />
          </span>
          {!open && (
            <span className="line-clamp-1 text-sm text-muted-foreground">{message.message}</span>
          )}
        </span>
        <ItemToggleEnd date={message.createdAt} open={open} />
      </button>
      <div id={bodyId} hidden={!open} className="flex flex-col gap-3 px-3 pb-4 sm:px-4 sm:pl-9">
        <ItemDateOnPhone date={message.createdAt} />
        {message.ownCase && (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Scale className="mt-0.5 size-4 shrink-0" aria-hidden />
            {copy.ownCaseMeaning}
          </p>
        )}
        <p className="text-sm break-words whitespace-pre-wrap">{message.message}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={handled}
            disabled={update.isPending}
            onClick={() => update.mutate({ handled: !handled })}
          >
            <Check className="size-4" aria-hidden />
            {copy.markHandled}
          </Button>
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={replyLink(message.email, fillPlaceholders(copy.replySubject, { brand }))}
          >
            <Reply className="size-4" aria-hidden />
            {copy.reply}
          </a>
        </div>
      </div>
    </li>
  );
}
