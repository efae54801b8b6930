import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Select } from '#app/components/ui/select.tsx';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { subscriberStatusFilters } from '#shared/contracts/admin.ts';
import { ExportLink } from '../kit/export-link.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { fetchSubscribers, type SubscriberStatusFilter } from './subscribers-api.ts';
import { subscribersCopy } from './subscribers-copy.ts';
import { FilterField } from '../kit/filter-field.tsx';
import { PagedListCard } from '../kit/paged-list-card.tsx';
import { SubscribersTable } from './subscribers-table.tsx';

const copy = subscribersCopy;

function isStatusFilter(value: string): value is SubscriberStatusFilter {
  return (subscriberStatusFilters as readonly string[]).includes(value);
}

/** Subscribers: counts by status, a filtered and paged list, and the CSV export. */
export function SubscribersCard() {
  const [status, setStatus] = useState<SubscriberStatusFilter>('all');
  const [page, setPage] = useState(1);
  const subscribers = useQuery({
    queryKey: adminKeys.subscribers(status, page),
    queryFn: () => fetchSubscribers(status, page),
    placeholderData: keepPreviousData,
  });
  const { data } = subscribers;

  return (
    <PagedListCard
      icon={Users}
      title={copy.title}
      description={copy.description}
      actions={<ExportLink href={adminApi.subscribersCsv} />}
      query={subscribers}
      label={copy.title}
      empty={copy.empty}
      onPage={setPage}
      controls={
        <>
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
          <FilterField label={copy.statusLabel} className="sm:w-52">
            {(id) => (
              <Select
                id={id}
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
            )}
          </FilterField>
        </>
      }
    >
      {(rows) => <SubscribersTable rows={rows} />}
    </PagedListCard>
  );
}
