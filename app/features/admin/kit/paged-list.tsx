import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadStatus } from './load-status.tsx';
import { Pager } from './pager.tsx';

/** One page of a list as the admin API answers it. */
export interface ListPage {
  rows: readonly unknown[];
  page: number;
  pageSize: number;
  total: number;
}

/** Under the list's load status: either an empty line, or a line of its own over any page. */
type Summary<Page extends ListPage> =
  | { /** The line when the page has no rows. */ empty: ReactNode; summary?: never }
  | {
      /** Over the list: how many, or that there are none (announce it yourself). */ summary: (
        page: Page,
      ) => ReactNode;
      empty?: never;
    };

export type PagedListProps<Page extends ListPage> = Summary<Page> & {
  /** The page's query: loading, failed, a failed refresh (Retry refetches) and its data. */
  query: Pick<UseQueryResult<Page>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** Names the pager for screen readers, after the list it pages through. */
  label: string;
  loadingText?: string;
  /** Another page: the caller keeps it (in the address or in state). */
  onPage: (page: number) => void;
  /** The page's rows, as a list or a table; only called with at least one row. */
  children: (rows: Page['rows']) => ReactNode;
};

/** A paged list's body: its load status, its empty line or summary, its rows and its pager. */
export function PagedList<Page extends ListPage>({
  query,
  label,
  empty,
  summary,
  loadingText,
  onPage,
  children,
}: PagedListProps<Page>) {
  const { data } = query;
  return (
    <>
      <LoadStatus
        isPending={query.isPending}
        isError={query.isError}
        hasData={data !== undefined}
        error={query.error}
        loadingText={loadingText}
        onRetry={() => void query.refetch()}
      />
      {data && (
        <>
          {summary
            ? summary(data)
            : data.rows.length === 0 && <p className="text-sm text-muted-foreground">{empty}</p>}
          {data.rows.length > 0 && children(data.rows)}
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            label={label}
            onPage={onPage}
          />
        </>
      )}
    </>
  );
}
