import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessagePath } from '#shared/admin-sections.ts';
import type { AdminOverview } from '#shared/contracts/admin-overview.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { formatCount } from '../kit/analytics-format.ts';
import { formatDateTime } from '../kit/format.ts';
import { pluralForm } from '../kit/plural.ts';
import { overviewCopy } from './overview-copy.ts';

const copy = overviewCopy;

/** How many messages wait for an answer, and the newest of them, each a link to it. */
export function UnhandledMessages({ messages }: { messages: AdminOverview['messages'] }) {
  return (
    <AnalyticsCard icon={Inbox} title={copy.messages}>
      {messages.unhandled === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noMessages}</p>
      ) : (
        <div className="flex flex-col gap-2 text-sm">
          <p>
            {fillPlaceholders(pluralForm(copy.messagesWaiting, messages.unhandled), {
              n: formatCount(messages.unhandled),
            })}
          </p>
          <ul className="flex flex-col divide-y">
            {messages.newest.map((message) => (
              <li key={message.id} className="py-2 last:pb-0">
                <Link
                  to={adminMessagePath(message.id)}
                  className="flex flex-col rounded-sm hover:underline"
                >
                  <span className="font-medium break-all">
                    {message.name} · {message.email}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatDateTime(message.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AnalyticsCard>
  );
}
