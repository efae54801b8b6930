import { Search } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import {
  orderSearchDefaults,
  orderStatusFilters,
  type OrderSearchQuery,
} from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDollars, plural } from '../kit/format.ts';
import { FilterField } from '../kit/filter-field.tsx';
import { PagedList } from '../kit/paged-list.tsx';
import { useOrderLink } from './order-links.ts';
import { OrderList } from './order-list.tsx';
import { orderSearchOf, orderSearchParams, withPage } from './order-search-params.ts';
import { orderSearchCopy, ordersCopy } from './orders-copy.ts';
import { useOrderSearch } from './use-orders.ts';

const copy = ordersCopy;
const searchCopy = orderSearchCopy;

/**
 * Search by e-mail, name or order id, domain, status and days, over every order, a page at a
 * time. The search lives in the address: submitting it navigates, so it is a link.
 */
export function OrderSearch() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = orderSearchOf(params);
  const field = (name: string) => params.get(name) ?? '';

  return (
    <div className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {copy.searchTitle}
      </h3>
      <form
        // A new address (Back, Forward, a link) puts its search back into the fields.
        key={params.toString()}
        role="search"
        aria-labelledby={`${id}-title`}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1fr_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(orderSearchParams(new FormData(event.currentTarget)));
        }}
      >
        <FilterField label={copy.searchLabel}>
          {(fieldId) => (
            <Input
              id={fieldId}
              name="q"
              type="search"
              maxLength={254}
              placeholder={copy.searchPlaceholder}
              defaultValue={field('q')}
            />
          )}
        </FilterField>
        <FilterField label={searchCopy.domainLabel}>
          {(fieldId) => (
            <Input
              id={fieldId}
              name="domain"
              maxLength={253}
              placeholder={searchCopy.domainPlaceholder}
              defaultValue={field('domain')}
            />
          )}
        </FilterField>
        <FilterField label={copy.statusLabel}>
          {(fieldId) => (
            <Select
              id={fieldId}
              name="status"
              defaultValue={field('status') || orderSearchDefaults.status}
              // A filter applies at once, to the text already typed.
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              {orderStatusFilters.map((filter) => (
                <option key={filter} value={filter}>
                  {copy.statusFilters[filter]}
                </option>
              ))}
            </Select>
          )}
        </FilterField>
        <FilterField label={searchCopy.fromLabel}>
          {(fieldId) => <Input id={fieldId} name="from" type="date" defaultValue={field('from')} />}
        </FilterField>
        <FilterField label={searchCopy.toLabel}>
          {(fieldId) => <Input id={fieldId} name="to" type="date" defaultValue={field('to')} />}
        </FilterField>
        <Button type="submit">
          <Search className="size-4" aria-hidden />
          {copy.searchSubmit}
        </Button>
      </form>
      {query && (
        <SearchResults query={query} onPage={(page) => setParams(withPage(params, page))} />
      )}
    </div>
  );
}

function SearchResults({
  query,
  onPage,
}: {
  query: OrderSearchQuery;
  onPage: (page: number) => void;
}) {
  const search = useOrderSearch(query);
  const linkTo = useOrderLink();
  return (
    <div className="flex flex-col gap-3">
      <PagedList
        query={search}
        label={copy.searchTitle}
        summary={(page) => (
          <div className="flex flex-col gap-1 text-sm text-muted-foreground" aria-live="polite">
            <p>{page.total === 0 ? copy.searchEmpty : plural(page.total, searchCopy.result)}</p>
            {page.total > 0 && (
              <p className="tabular-nums">
                {fillPlaceholders(searchCopy.totals, {
                  gross: formatDollars(page.totals.gross),
                  refunded: formatDollars(page.totals.refunded),
                  net: formatDollars(page.totals.net),
                  tax: formatDollars(page.totals.tax),
                })}
              </p>
            )}
          </div>
        )}
        onPage={onPage}
      >
        {(rows) => <OrderList orders={rows} label={copy.searchTitle} linkTo={linkTo} />}
      </PagedList>
    </div>
  );
}
