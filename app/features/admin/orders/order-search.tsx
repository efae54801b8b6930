import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { orderStatusFilters, type OrderSearchQuery } from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { LoadStatus } from '../load-status.tsx';
import { Pager } from '../pager.tsx';
import { OrderList } from './order-list.tsx';
import { useOrderSearch } from './use-orders.ts';

const copy = adminCopy.orders;
type StatusFilter = OrderSearchQuery['status'];

function isStatusFilter(value: string): value is StatusFilter {
  return (orderStatusFilters as readonly string[]).includes(value);
}

/** Search by e-mail or order id and filter by status, over every order, a page at a time. */
export function OrderSearch({ onOpen }: { onOpen: (orderId: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  // Nothing is fetched until the admin asks: the newest orders are already above.
  const [query, setQuery] = useState<OrderSearchQuery | null>(null);

  return (
    <div className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {copy.searchTitle}
      </h3>
      <form
        role="search"
        aria-labelledby={`${id}-title`}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ q: text.trim(), status, page: 1 });
        }}
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-q`}>{copy.searchLabel}</Label>
          <Input
            id={`${id}-q`}
            type="search"
            maxLength={254}
            placeholder={copy.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:w-44">
          <Label htmlFor={`${id}-status`}>{copy.statusLabel}</Label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              const next = event.target.value;
              if (!isStatusFilter(next)) return;
              setStatus(next);
              // A filter applies at once, to the text already searched for.
              if (query) setQuery({ ...query, status: next, page: 1 });
            }}
          >
            {orderStatusFilters.map((filter) => (
              <option key={filter} value={filter}>
                {copy.statusFilters[filter]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">
          <Search className="size-4" aria-hidden />
          {copy.searchSubmit}
        </Button>
      </form>
      {query && (
        <SearchResults
          query={query}
          onPage={(page) => setQuery({ ...query, page })}
          onOpen={onOpen}
        />
      )}
    </div>
  );
}

interface SearchResultsProps {
  query: OrderSearchQuery;
  onPage: (page: number) => void;
  onOpen: (orderId: string) => void;
}

function SearchResults({ query, onPage, onOpen }: SearchResultsProps) {
  const search = useOrderSearch(query);
  const { data } = search;
  return (
    <div className="flex flex-col gap-3">
      <LoadStatus
        isPending={search.isPending}
        isError={search.isError}
        hasData={data !== undefined}
        error={search.error}
        onRetry={() => void search.refetch()}
      />
      {data && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total === 0
              ? copy.searchEmpty
              : fillPlaceholders(copy.resultCount, { n: String(data.total) })}
          </p>
          {data.rows.length > 0 && (
            <OrderList orders={data.rows} label={copy.searchTitle} onOpen={onOpen} />
          )}
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            label={copy.searchTitle}
            onPage={onPage}
          />
        </>
      )}
    </div>
  );
}
