import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerRow, customersPage } from '#tests/customer-fixtures.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { browserBack, currentAddress, renderAdminCard } from '#tests/render-admin.tsx';
import { commonCopy } from '../kit/kit-copy.ts';
import { customersCopy } from './customers-copy.ts';
import { CustomersSection } from './customers-section.tsx';

const copy = customersCopy;

const renderSection = (url = '/admin/customers') => renderAdminCard(<CustomersSection />, { url });

const customerList = () => screen.findByRole('list', { name: copy.listLabel });

afterEach(() => vi.unstubAllGlobals());

describe('the customers section', () => {
  it('lists each buyer with their orders, net paid and subscription, and offers the export', async () => {
    fakeAdminApi();
    renderSection();
    const rows = within(await customerList()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('buyer0@example.com');
    expect(rows[0]).toHaveTextContent('2 orders');
    expect(rows[0]).toHaveTextContent('$47.00');
    expect(within(rows[0] ?? document.body).getByText(copy.subscribed)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('1 order');
    expect(within(rows[1] ?? document.body).queryByText(copy.subscribed)).not.toBeInTheDocument();
    expect(screen.getByText('2 customers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: commonCopy.exportCsv })).toHaveAttribute(
      'href',
      '/api/admin/customers.csv',
    );
  });

  it('searches through the address, pages, and goes Back to the last search', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/customers': ({ query }) =>
        Response.json(
          customersPage({
            rows: [customerRow(Number(query.get('page')))],
            total: 60,
            page: Number(query.get('page')),
          }),
        ),
    });
    const { user } = renderSection();
    await customerList();
    const search = within(screen.getByRole('search', { name: copy.searchTitle }));
    await user.type(search.getByLabelText(copy.searchLabel), ' Example.org ');
    await user.click(search.getByRole('button', { name: copy.searchSubmit }));

    await waitFor(() => expect(currentAddress()).toBe('/admin/customers?q=Example.org'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/customers').at(-1)?.query.get('q')).toBe('Example.org'),
    );
    await user.click(screen.getByRole('button', { name: commonCopy.next }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(currentAddress()).toBe('/admin/customers?q=Example.org&page=2');

    await user.click(browserBack());
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(
      within(screen.getByRole('search', { name: copy.searchTitle })).getByLabelText(
        copy.searchLabel,
      ),
    ).toHaveValue('Example.org');
  });

  it("opens a buyer's page from the list, with links to their orders, and returns to the search", async () => {
    const api = fakeAdminApi();
    const { user } = renderSection('/admin/customers?q=buyer');
    await user.click(within(await customerList()).getAllByRole('link')[0] ?? document.body);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Customer buyer0@example.com' }),
    ).toBeInTheDocument();
    expect(currentAddress()).toBe('/admin/customers/buyer0%40example.com?q=buyer');
    expect(api.callsTo('GET /api/admin/customers/:email')[0]?.params).toEqual({
      email: 'buyer0@example.com',
    });
    expect(await screen.findByText('1 ($47.00)')).toBeInTheDocument();
    expect(screen.getByText(copy.subscribedYes)).toBeInTheDocument();
    // The tax beside the net they paid, and each order's beside its net.
    expect(screen.getByText(copy.facts.tax).nextElementSibling).toHaveTextContent(
      '$3.88 collected, not in Paid',
    );
    const orders = within(screen.getByRole('list', { name: copy.detailOrders }));
    expect(orders.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('$47.00+ $2.94 tax') as string,
      expect.stringContaining('$47.00+ $3.88 tax') as string,
    ]);
    expect(orders.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/orders/ord_2001',
      '/admin/orders/ord_2000',
    ]);

    await user.click(screen.getByRole('link', { name: copy.back }));
    await waitFor(() => expect(currentAddress()).toBe('/admin/customers?q=buyer'));
    expect(await customerList()).toBeInTheDocument();
  });
});
