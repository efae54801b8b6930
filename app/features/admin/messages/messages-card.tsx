import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { fetchMessages } from './messages-api.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { PagedListCard } from '../kit/paged-list-card.tsx';
import { MessageItem } from './message-item.tsx';
import { messagesCopy } from './messages-copy.ts';
import { useMessagesAddress } from './use-messages-address.ts';

const copy = messagesCopy;

/**
 * The contact inbox, newest first; opening a message marks it read. The page and the open
 * message are the address's (see `useMessagesAddress`).
 */
export function MessagesCard() {
  const { page, openId, setPage, toggle } = useMessagesAddress();
  const messages = useQuery({
    queryKey: adminKeys.messages(page),
    queryFn: () => fetchMessages(page),
    placeholderData: keepPreviousData,
  });
  const { data } = messages;

  return (
    <PagedListCard
      icon={Inbox}
      title={copy.title}
      description={
        data && data.unread > 0
          ? `${copy.description} ${fillPlaceholders(copy.unread, { n: String(data.unread) })}.`
          : copy.description
      }
      className="flex flex-col gap-3"
      query={messages}
      label={copy.title}
      empty={copy.empty}
      onPage={setPage}
    >
      {(rows) => (
        <ul aria-label={copy.title} className="flex flex-col divide-y rounded-md border">
          {rows.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              open={message.id === openId}
              onToggle={() => toggle(message.id)}
            />
          ))}
        </ul>
      )}
    </PagedListCard>
  );
}
