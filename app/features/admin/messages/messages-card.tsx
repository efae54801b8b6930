import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useId } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { AdminCardContent, AdminCardHeader } from '../kit/admin-card.tsx';
import { LoadStatus } from '../kit/load-status.tsx';
import { fetchMessages } from './messages-api.ts';
import { Pager } from '../kit/pager.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { MessageItem } from './message-item.tsx';
import { messagesCopy } from './messages-copy.ts';
import { useMessagesAddress } from './use-messages-address.ts';

const copy = messagesCopy;

/**
 * The contact inbox, newest first; opening a message marks it read. The page and the open
 * message are the address's (see `useMessagesAddress`).
 */
export function MessagesCard() {
  const titleId = `${useId()}-messages`;
  const { page, openId, setPage, toggle } = useMessagesAddress();
  const messages = useQuery({
    queryKey: adminKeys.messages(page),
    queryFn: () => fetchMessages(page),
    placeholderData: keepPreviousData,
  });
  const { data } = messages;

  return (
    <Card aria-labelledby={titleId}>
      <AdminCardHeader
        icon={Inbox}
        title={copy.title}
        titleId={titleId}
        description={
          data && data.unread > 0
            ? `${copy.description} ${fillPlaceholders(copy.unread, { n: String(data.unread) })}.`
            : copy.description
        }
      />
      <AdminCardContent className="flex flex-col gap-3">
        <LoadStatus
          isPending={messages.isPending}
          isError={messages.isError}
          hasData={data !== undefined}
          error={messages.error}
          onRetry={() => void messages.refetch()}
        />
        {data?.rows.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
        {data && data.rows.length > 0 && (
          <ul aria-label={copy.title} className="flex flex-col divide-y rounded-md border">
            {data.rows.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                open={message.id === openId}
                onToggle={() => toggle(message.id)}
              />
            ))}
          </ul>
        )}
        {data && (
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            label={copy.title}
            onPage={setPage}
          />
        )}
      </AdminCardContent>
    </Card>
  );
}
