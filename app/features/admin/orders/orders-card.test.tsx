import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCopy } from '#content/admin-copy.ts';
import { adminNotices } from '#content/admin-notices.ts';
import { orderDetail, orderRow, ordersOverview } from '#tests/admin-fixtures.ts';
import { apiError, heldAnswer } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { findOrderTotals, renderAdminCard } from '#tests/render-admin.tsx';
import { OrdersCard } from './orders-card.tsx';

const copy = adminCopy.orders;
const detailCopy = adminCopy.orderDetail;

const renderCard = () => renderAdminCard(<OrdersCard />);

const recentOrders = () => screen.getByRole('list', { name: copy.recentOrders });

async function openFirstOrder(user: ReturnType<typeof renderCard>['user']) {
  await findOrderTotals();
  await user.click(within(recentOrders()).getAllByRole('button')[0] ?? document.body);
  return screen.findByRole('dialog', { name: 'Order ord_1000' });
}

afterEach(() => vi.unstubAllGlobals());

describe('orders card', () => {
  it("says 'Loading orders...' and then the empty text when there are none", async () => {
    const answer = heldAnswer();
    fakeAdminApi({ 'GET /api/admin/orders': () => answer.promise });
    renderCard();
    expect(await screen.findByText(copy.loading)).toBeInTheDocument();
    answer.release(
      Response.json({
        summary: {
          total: 0,
          pending: 0,
          completed: 0,
          revenue: 0,
          grossRevenue: 0,
          refundedRevenue: 0,
        },
        orders: [],
      }),
    );
    expect(await screen.findByText(copy.empty)).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });

  it('lists each order with a badge for a known status and the raw text of any other', async () => {
    fakeAdminApi({
      'GET /api/admin/orders': () =>
        Response.json(
          ordersOverview({
            orders: [
              orderRow(0, { status: 'completed', amount: 47 }),
              orderRow(1, { status: 'pending' }),
              orderRow(2, { status: 'refunded' }),
              orderRow(3, { status: 'expired' }),
              orderRow(4, { status: 'disputed', amount: 59.5 }),
            ],
          }),
        ),
    });
    renderCard();
    await findOrderTotals();
    const rows = within(recentOrders()).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Jordan Miller');
    expect(rows[0]).toHaveTextContent('jordan.miller@example.com');
    expect(rows[0]).toHaveTextContent('$47.00');
    for (const [index, label] of ['Completed', 'Pending', 'Refunded', 'Expired'].entries()) {
      expect(within(rows[index] ?? document.body).getByText(label)).toBeInTheDocument();
    }
    expect(within(rows[4] ?? document.body).getByText('disputed')).toBeInTheDocument();
    expect(rows[4]).toHaveTextContent('$59.50');
  });

  it('offers the CSV export as a plain download link', async () => {
    fakeAdminApi();
    renderCard();
    await findOrderTotals();
    const links = screen.getAllByRole('link', { name: adminCopy.common.exportCsv });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/api/admin/orders.csv');
  });

  it('searches every order by text and status, a page at a time', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/orders/search': ({ query }) =>
        Response.json({
          rows: [orderRow(2, { id: `ord_page${query.get('page') ?? ''}` })],
          total: 45,
          page: Number(query.get('page')),
          pageSize: 20,
        }),
    });
    const { user } = renderCard();
    await findOrderTotals();
    expect(api.callsTo('GET /api/admin/orders/search')).toHaveLength(0);

    const search = screen.getByRole('search', { name: copy.searchTitle });
    await user.type(within(search).getByLabelText(copy.searchLabel), '  sam.carter ');
    await user.selectOptions(within(search).getByLabelText(copy.statusLabel), 'pending');
    await user.click(within(search).getByRole('button', { name: copy.searchSubmit }));

    expect(await screen.findByText('45 orders found')).toBeInTheDocument();
    const first = api.callsTo('GET /api/admin/orders/search')[0];
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      q: 'sam.carter',
      status: 'pending',
      page: '1',
    });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: adminCopy.common.next }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/orders/search').at(-1)?.query.get('page')).toBe('2');
  });

  it('opens an order: customer, payment ids, mails, the link and its downloads', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    expect(
      await dialog.findByText('1200 Main Street, Apt 4', { exact: false }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/orders/:orderId')[0]?.params).toEqual({
      orderId: 'ord_1000',
    });
    expect(dialog.getByText('Austin, TX 78701', { exact: false })).toBeInTheDocument();
    expect(dialog.getByText('cs_test_a1B2c3D4e5F6g7H8')).toBeInTheDocument();
    expect(dialog.getByText('pi_3Pq7Lm2eZvKYlo2C1a2b3c4d')).toBeInTheDocument();
    expect(dialog.getByText('SMTP 550: mailbox unavailable')).toBeInTheDocument();
    expect(dialog.getByText('3 of 5')).toBeInTheDocument();
    expect(dialog.getByText('203.0.113.24')).toBeInTheDocument();
    expect(dialog.getByText(/iPhone OS 18_1/)).toBeInTheDocument();
    // Only the mail that failed for good can be requeued.
    expect(dialog.getAllByRole('button', { name: detailCopy.requeue })).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: detailCopy.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables Refund outside the refund window and says why', async () => {
    const reason = 'The 14-day refund window ended on November 7, 2026.';
    fakeAdminApi({
      'GET /api/admin/orders/:orderId': () =>
        Response.json(orderDetail({ refund: { allowed: false, reason, until: null } })),
    });
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    const refund = await dialog.findByRole('button', { name: detailCopy.refund });
    expect(refund).toBeDisabled();
    expect(refund).toHaveAccessibleDescription(reason);
  });

  it('refunds after a confirmation, then says so and shows the order again', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    await user.click(await dialog.findByRole('button', { name: detailCopy.refund }));

    const confirm = await screen.findByRole('alertdialog', { name: detailCopy.refundConfirmTitle });
    // Cancel has the focus, so Enter alone never refunds.
    expect(within(confirm).getByRole('button', { name: adminCopy.common.cancel })).toHaveFocus();
    expect(api.callsTo('POST /api/admin/orders/:orderId/refund')).toHaveLength(0);
    api.on('GET /api/admin/orders/:orderId', () =>
      Response.json(
        orderDetail({
          order: {
            ...orderDetail().order,
            status: 'refunded',
            refundedAt: '2026-11-24T10:00:00.000Z',
          },
          refund: { allowed: false, reason: 'This order was refunded.', until: null },
        }),
      ),
    );
    await user.click(within(confirm).getByRole('button', { name: detailCopy.refundConfirmAction }));

    expect(await screen.findByText(adminNotices.refunded.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/orders/:orderId/refund')[0]?.params).toEqual({
      orderId: 'ord_1000',
    });
    expect(await dialog.findByText('This order was refunded.')).toBeInTheDocument();
    // The list and totals are asked for again too.
    await waitFor(() => expect(api.callsTo('GET /api/admin/orders')).toHaveLength(2));
  });

  it("shows the server's reason when a refund is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      'POST /api/admin/orders/:orderId/refund': () =>
        apiError(400, 'refund_window_closed', 'The refund window for this order has ended.'),
    });
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    await user.click(await dialog.findByRole('button', { name: detailCopy.refund }));
    await user.click(await screen.findByRole('button', { name: detailCopy.refundConfirmAction }));

    expect(await screen.findByText(adminNotices.refundFailed.title)).toBeInTheDocument();
    expect(screen.getByText('The refund window for this order has ended.')).toBeInTheDocument();
  });

  it("shows the server's reason when a resend is past the day's cap", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason =
      'This order’s guide has already been sent 5 times in the last 24 hours. Please try again in about 23 hours.';
    fakeAdminApi({
      'POST /api/admin/orders/:orderId/resend': () => apiError(429, 'delivery_mail_capped', reason),
    });
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    await user.click(await dialog.findByRole('button', { name: detailCopy.resend }));

    expect(await screen.findByText(adminNotices.resendFailed.title)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: detailCopy.resend })).toBeEnabled();
  });

  it('resends the delivery and requeues a failed mail, each with its notice', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    await user.click(await dialog.findByRole('button', { name: detailCopy.resend }));
    expect(await screen.findByText(adminNotices.deliveryResent.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/orders/:orderId/resend')).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: detailCopy.requeue }));
    expect(await screen.findByText(adminNotices.mailRequeued.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/mails/:mailId/requeue')[0]?.params).toEqual({
      mailId: '502',
    });
  });
});
