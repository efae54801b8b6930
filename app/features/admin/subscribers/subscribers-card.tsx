import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { subscriberStatusFilters } from '#shared/contracts/admin.ts';
import { AdminCardContent, AdminCardHeader } from '../kit/admin-card.tsx';
import { ExportLink } from '../kit/export-link.tsx';
import { LoadStatus } from '../kit/load-status.tsx';
import { Pager } from '../kit/pager.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { fetchSubscribers, type SubscriberStatusFilter } from './subscribers-api.ts';
import { subscribersCopy } from './subscribers-copy.ts';
import { SubscribersTable } from './subscribers-table.tsx';

const copy = subscribersCopy;

function isStatusFilter(value: string): value is SubscriberStatusFilter {
  return (subscriberStatusFilters as readonly string[]).includes(value);
}

/** Subscribers: counts by status, a filtered and paged list, and the CSV export. */
export function SubscribersCard() {
  const id = useId();
  const [status, setStatus] = useState<SubscriberStatusFilter>('all');
  const [page, setPage] = useState(1);
  const subscribers = useQuery({
    queryKey: adminKeys.subscribers(status, page),
    queryFn: () => fetchSubscribers(status, page),
    placeholderData: keepPreviousData,
  });
  const { data } = subscribers;

  return (
    <Card aria-labelledby={`${id}-title`}>
      <AdminCardHeader
        icon={Users}
        title={copy.title}
        titleId={`${id}-title`}
        description={copy.description}
        actions={<ExportLink href={adminApi.subscribersCsv} />}
      />
      <AdminCardContent className="flex flex-col gap-4">
        {data && (
          <dl className="grid grid-cols-3 gap-2">
            {(['pending', 'confirmed', 'unsubscribed'] as const).map((key) => (
              <div key={key} className="flex flex-col gap-1 rounded-md border bg-background p-3">
                <dt className="text-xs text-muted-foreground">{copy.counts[key]}</dt>
                <dd className="text-lg font-bold tabular-nums">{data.counts[key]}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="flex flex-col gap-1.5 sm:w-52">
          <Label htmlFor={`${id}-status`}>{copy.statusLabel}</Label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              if (!isStatusFilter(event.target.value)) return;
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            {subscriberStatusFilters.map((filter) => (
              <option key={filter} value={filter}>
                {copy.statusFilters[filter]}
              </option>
            ))}
          </Select>
        </div>
        <LoadStatus
          isPending={subscribers.isPending}
          isError={subscribers.isError}
          hasData={data !== undefined}
          error={subscribers.error}
          onRetry={() => void subscribers.refetch()}
        />
        {data &&
          (data.rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{copy.empty}</p>
          ) : (
            <SubscribersTable rows={data.rows} />
          ))}
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
