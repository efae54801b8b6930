import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { commonCopy } from './kit-copy.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PagedListCard } from './paged-list-card.tsx';

const common = commonCopy;
const pageSize = 2;

interface NamesPage {
  rows: readonly string[];
  page: number;
  pageSize: number;
  total: number;
}

function pageOf(names: readonly string[], page: number): NamesPage {
  return {
    rows: names.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: names.length,
  };
}

function NamesCard({ fetchPage }: { fetchPage: (page: number) => Promise<NamesPage> }) {
  const [page, setPage] = useState(1);
  const names = useQuery({
    queryKey: ['names', page],
    queryFn: () => fetchPage(page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <PagedListCard
      icon={Users}
      title="Readers"
      query={names}
      label="Readers"
      empty="Nobody yet."
      onPage={setPage}
      controls={<p>Counts</p>}
      footer={<p>Add a reader</p>}
    >
      {(rows) => (
        <ul aria-label="Reader list">
          {rows.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </PagedListCard>
  );
}

function renderCard(fetchPage: (page: number) => Promise<NamesPage>) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <NamesCard fetchPage={fetchPage} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the paged list card', () => {
  it('says it is loading, then lists the page with its controls and what comes under', async () => {
    renderCard((page) => Promise.resolve(pageOf(['Ann', 'Bo'], page)));
    expect(screen.getByRole('status')).toHaveTextContent(common.loading);
    const list = await screen.findByRole('list', { name: 'Reader list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ann', 'Bo']);
    const card = screen.getByRole('region', { name: 'Readers' });
    expect(card).toHaveTextContent('Counts');
    expect(card).toHaveTextContent('Add a reader');
    // Everything fits on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Readers' })).not.toBeInTheDocument();
  });

  it('moves page by page with Previous and Next', async () => {
    const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];
    const user = renderCard((page) => Promise.resolve(pageOf(names, page)));
    const pager = within(await screen.findByRole('navigation', { name: 'Readers' }));
    expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: common.previous })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: common.next }));
    expect(await screen.findByText('Cy')).toBeInTheDocument();
    expect(pager.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByText('Ann')).not.toBeInTheDocument();
    await user.click(pager.getByRole('button', { name: common.next }));
    expect(await screen.findByText('Ed')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: common.next })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: common.previous }));
    expect(await screen.findByText('Di')).toBeInTheDocument();
  });

  it('says so when the list is empty, without a list', async () => {
    renderCard((page) => Promise.resolve(pageOf([], page)));
    expect(await screen.findByText('Nobody yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says loading failed and tries again on Retry', async () => {
    const fetchPage = vi
      .fn<(page: number) => Promise<NamesPage>>()
      .mockRejectedValueOnce(new Error('The server is down.'))
      .mockResolvedValue(pageOf(['Ann'], 1));
    const user = renderCard(fetchPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(common.loadFailed);
    expect(screen.queryByText('Nobody yet.')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
