import { ChevronRight, Search, UserRound } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { adminCustomerPath } from '#shared/admin-sections.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { customerQuerySchema, type CustomerRow } from '#shared/contracts/admin-customers.ts';
import { EmailText } from '../kit/email-text.tsx';
import { ExportLink } from '../kit/export-link.tsx';
import { formatDateTime, formatDollars, plural } from '../kit/format.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { FilterField } from '../kit/filter-field.tsx';
import { PagedListCard } from '../kit/paged-list-card.tsx';
import { withPage } from '../orders/order-search-params.ts';
import { customersCopy } from './customers-copy.ts';
import { useCustomers } from './use-customers.ts';

const copy = customersCopy;

/** The buyers, latest purchase first, searched and paged through the address; each links to their page. */
export function CustomersCard() {
  const [params, setParams] = useSearchParams();
  // An address the API would refuse lists everyone, as the bare section does.
  const parsed = customerQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : customerQuerySchema.parse({});
  const customers = useCustomers(query);

  return (
    <PagedListCard
      icon={UserRound}
      title={copy.title}
      description={copy.description}
      as="h2"
      actions={<ExportLink href={adminApi.customersCsv} />}
      controls={
        <form
          key={params.toString()}
          role="search"
          aria-label={copy.searchTitle}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const q = new FormData(event.currentTarget).get('q');
            const text = typeof q === 'string' ? q.trim() : '';
            setParams(text === '' ? {} : { q: text });
          }}
        >
          <FilterField label={copy.searchLabel} className="flex-1">
            {(id) => (
              <Input
                id={id}
                name="q"
                type="search"
                maxLength={254}
                placeholder={copy.searchPlaceholder}
                defaultValue={query.q}
              />
            )}
          </FilterField>
          <Button type="submit">
            <Search className="size-4" aria-hidden />
            {copy.searchSubmit}
          </Button>
        </form>
      }
      query={customers}
      label={copy.listLabel}
      loadingText={copy.loading}
      summary={(page) => (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {page.total === 0
            ? query.q === ''
              ? copy.empty
              : copy.searchEmpty
            : plural(page.total, copy.count)}
        </p>
      )}
      onPage={(page) => setParams(withPage(params, page))}
    >
      {(rows) => <CustomerList customers={rows} />}
    </PagedListCard>
  );
}

/** One line per buyer, stacked on a phone: address, orders, net paid, subscription, last purchase. */
function CustomerList({ customers }: { customers: readonly CustomerRow[] }) {
  // The buyer's page keeps the list's search, for the way back.
  const { search } = useLocation();
  return (
    <ul aria-label={copy.listLabel} className="flex flex-col divide-y rounded-md border">
      {customers.map((customer) => (
        <li key={customer.email}>
          <Link
            to={`${adminCustomerPath(customer.email)}${search}`}
            className="flex w-full items-center gap-3 px-3 py-3 transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-4"
          >
            <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
              <span className="min-w-0 flex-1 font-medium wrap-break-word">
                <EmailText email={customer.email} />
              </span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:justify-end">
                <span>{plural(customer.orders, copy.orders)}</span>
                <span className="font-semibold tabular-nums">{formatDollars(customer.paid)}</span>
                {customer.subscribed && <StatusBadge tone="info">{copy.subscribed}</StatusBadge>}
                <time dateTime={customer.lastPurchaseAt} className="text-xs text-muted-foreground">
                  {formatDateTime(customer.lastPurchaseAt)}
                </time>
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
