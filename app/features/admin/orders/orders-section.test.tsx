import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailKindsCopy } from '#content/mail-kind-labels.ts';
import { orderDetail, orderMail, orderRow, ordersOverview } from '#tests/admin-fixtures.ts';
import { apiError, heldAnswer } from '#tests/fake-api.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import {
  browserBack,
  currentAddress,
  findOrderTotals,
  renderAdminCard,
} from '#tests/render-admin.tsx';
import { discountsCopy } from '../discounts/discounts-copy.ts';
import { commonCopy, definitionsCopy, kitNotices } from '../kit/kit-copy.ts';
import { orderDetailCopy, orderSearchCopy, ordersCopy, ordersNotices } from './orders-copy.ts';
import { OrdersSection } from './orders-section.tsx';
import { pendingMailPollMs } from './use-orders.ts';
import { findOpenDialog } from '#tests/open-dialog.ts';

const copy = ordersCopy;
const detailCopy = orderDetailCopy;

/** The section at its routes, opened at `url`, with the address bar to read and go Back. */
const renderCard = (url = '/admin/orders') => renderAdminCard(<OrdersSection />, { url });

const searchResult = (total: number, page = 1) =>
  Response.json({
    rows: [orderRow(2, { id: `ord_page${String(page)}` })],
    total,
    page,
    pageSize: 20,
    totals: { gross: 94, refunded: 47, net: 47, tax: 3.88 },
  });

const recentOrders = () => screen.getByRole('list', { name: copy.recentOrders });

async function openFirstOrder(user: ReturnType<typeof renderCard>['user']) {
  await findOrderTotals();
  await user.click(within(recentOrders()).getAllByRole('link')[0] ?? document.body);
  return findOpenDialog('dialog', { name: 'Order ord_1000' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the orders section', () => {
  it("says 'Loading orders...' and then the empty text when there are none", async () => {
    const answer = heldAnswer();
    fakeAdminApi({ 'GET /api/admin/orders': () => answer.promise });
    renderCard();
    expect(await screen.findByText(copy.loading)).toBeInTheDocument();
    answer.release(
      Response.json({
        summary: {
          orders: 0,
          refunded: 0,
          unpaidCheckouts: 0,
          revenue: 0,
          grossRevenue: 0,
          refundedRevenue: 0,
          tax: 0,
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
              orderRow(0, { status: 'completed', amount: 47, tax: 3.88 }),
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
    // The net, and a taxed order's tax beside it; an order without tax says nothing of tax.
    expect(rows[0]).toHaveTextContent('$47.00+ $3.88 tax');
    expect(rows[4]).not.toHaveTextContent('tax');
    for (const [index, label] of ['Completed', 'Pending', 'Refunded', 'Expired'].entries()) {
      expect(within(rows[index] ?? document.body).getByText(label)).toBeInTheDocument();
    }
    expect(within(rows[4] ?? document.body).getByText('disputed')).toBeInTheDocument();
    expect(rows[4]).toHaveTextContent('$59.50');
  });

  it('shows the sales tax collected beside the revenue, not in it', async () => {
    fakeAdminApi({
      'GET /api/admin/orders': () =>
        Response.json(ordersOverview({ summary: { ...ordersOverview().summary, tax: 312.4 } })),
    });
    renderCard();
    await findOrderTotals();
    const revenue = screen.getByText(copy.totalRevenue).parentElement ?? document.body;
    expect(revenue).toHaveTextContent('$4,888.00');
    expect(within(revenue).getByText(definitionsCopy.revenue)).toBeInTheDocument();
    expect(
      within(revenue).getByText('$312.40 sales tax collected, not revenue'),
    ).toBeInTheDocument();
  });

  it('offers the CSV export as a plain download link', async () => {
    fakeAdminApi();
    renderCard();
    await findOrderTotals();
    const links = screen.getAllByRole('link', { name: commonCopy.exportCsv });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/api/admin/orders.csv');
  });

  it('searches by text, domain, status and days, keeping the search in the address', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/orders/search': ({ query }) => searchResult(45, Number(query.get('page'))),
    });
    const { user } = renderCard();
    await findOrderTotals();
    expect(api.callsTo('GET /api/admin/orders/search')).toHaveLength(0);

    const search = within(screen.getByRole('search', { name: copy.searchTitle }));
    await user.type(search.getByLabelText(copy.searchLabel), '  sam.carter ');
    await user.type(search.getByLabelText(orderSearchCopy.domainLabel), 'example.com');
    await user.type(search.getByLabelText(orderSearchCopy.fromLabel), '2026-11-01');
    await user.type(search.getByLabelText(orderSearchCopy.toLabel), '2026-11-30');
    // The status applies at once, with what is typed.
    await user.selectOptions(search.getByLabelText(copy.statusLabel), 'pending');

    expect(await screen.findByText('45 orders found')).toBeInTheDocument();
    expect(
      screen.getByText('$94.00 paid, $47.00 refunded, $47.00 net; $3.88 sales tax beside it'),
    ).toBeInTheDocument();
    expect(currentAddress()).toBe(
      '/admin/orders?q=sam.carter&domain=example.com&status=pending&from=2026-11-01&to=2026-11-30',
    );
    expect(Object.fromEntries(api.callsTo('GET /api/admin/orders/search')[0]?.query ?? [])).toEqual(
      {
        q: 'sam.carter',
        domain: 'example.com',
        status: 'pending',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '1',
      },
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: commonCopy.next }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(currentAddress()).toContain('&page=2');

    // Back returns to the first page, then to no search at all, with empty fields.
    await user.click(browserBack());
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(browserBack());
    await waitFor(() => expect(screen.queryByText('45 orders found')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('search', { name: copy.searchTitle })).getByLabelText(
        copy.searchLabel,
      ),
    ).toHaveValue('');
  });

  it('says "1 order found" for a single match', async () => {
    fakeAdminApi({ 'GET /api/admin/orders/search': () => searchResult(1) });
    renderCard('/admin/orders?status=all');
    expect(await screen.findByText('1 order found')).toBeInTheDocument();
  });

  it('runs the search of a pasted address, its fields filled in', async () => {
    const api = fakeAdminApi({ 'GET /api/admin/orders/search': () => searchResult(45, 2) });
    renderCard('/admin/orders?q=ann&status=refunded&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/orders/search')[0]?.query.get('q')).toBe('ann');
    const search = within(screen.getByRole('search', { name: copy.searchTitle }));
    expect(search.getByLabelText(copy.searchLabel)).toHaveValue('ann');
    expect(search.getByLabelText(copy.statusLabel)).toHaveValue('refunded');
  });

  it('opens an order at its own address and closes back to the search it came from', async () => {
    const api = fakeAdminApi({ 'GET /api/admin/orders/search': () => searchResult(45) });
    const { user } = renderCard('/admin/orders?q=ann&status=all');
    const results = await screen.findByRole('list', { name: copy.searchTitle });
    await user.click(within(results).getByRole('link'));

    expect(await findOpenDialog('dialog', { name: 'Order ord_page1' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/admin/orders/ord_page1?q=ann&status=all');
    await user.click(screen.getByRole('button', { name: detailCopy.close }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentAddress()).toBe('/admin/orders?q=ann&status=all');
    expect(screen.getByText('45 orders found')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/orders/:orderId')[0]?.params).toEqual({
      orderId: 'ord_page1',
    });
  });

  it('opens a pasted order link, though the order is on no page in view', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard('/admin/orders/ord_77');
    const dialog = await findOpenDialog('dialog', { name: 'Order ord_77' });
    expect(
      await within(dialog).findByText('1200 Main Street, Apt 4', { exact: false }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/orders/:orderId')[0]?.params).toEqual({ orderId: 'ord_77' });
    await user.click(within(dialog).getByRole('button', { name: detailCopy.close }));
    await waitFor(() => expect(currentAddress()).toBe('/admin/orders'));
  });

  it("names each mail by what it is, not by the outbox's kind", async () => {
    fakeAdminApi();
    renderCard('/admin/orders/ord_1000');
    const dialog = within(await findOpenDialog('dialog', { name: 'Order ord_1000' }));
    expect(await dialog.findAllByText(mailKindsCopy['order-delivery'] ?? '')).toHaveLength(2);
    expect(dialog.queryByText('order-delivery')).not.toBeInTheDocument();
  });

  it('asks for the order again while a mail of it is pending, and stops once it is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = orderDetail({ mails: [orderMail({ status: 'pending', sentAt: null })] });
    const api = fakeAdminApi({ 'GET /api/admin/orders/:orderId': () => Response.json(pending) });
    renderCard('/admin/orders/ord_1000');
    const dialog = within(await findOpenDialog('dialog', { name: 'Order ord_1000' }));
    expect(await dialog.findByText('pending')).toBeInTheDocument();

    api.on('GET /api/admin/orders/:orderId', () =>
      Response.json(orderDetail({ mails: [orderMail()] })),
    );
    await act(() => vi.advanceTimersByTimeAsync(pendingMailPollMs));
    expect(await dialog.findByText('sent')).toBeInTheDocument();
    const calls = api.callsTo('GET /api/admin/orders/:orderId').length;
    await act(() => vi.advanceTimersByTimeAsync(pendingMailPollMs * 3));
    expect(api.callsTo('GET /api/admin/orders/:orderId')).toHaveLength(calls);
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
    // Bought without a code: no discount lines.
    expect(dialog.queryByText(discountsCopy.orderFacts.discountCode)).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: detailCopy.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the list price and the code with what it took off, only for an order with one', async () => {
    fakeAdminApi({
      'GET /api/admin/orders/:orderId': () =>
        Response.json(
          orderDetail({
            order: {
              ...orderDetail().order,
              amount: 28.2,
              listPrice: 35.25,
              discountCode: 'FALL20',
              discount: 7.05,
            },
          }),
        ),
    });
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    const facts = discountsCopy.orderFacts;
    expect((await dialog.findByText(facts.listPrice)).nextElementSibling).toHaveTextContent(
      '$35.25',
    );
    expect(dialog.getByText(facts.discountCode).nextElementSibling).toHaveTextContent(
      'FALL20 (−$7.05)',
    );
    expect(dialog.getByText(detailCopy.amount).nextElementSibling).toHaveTextContent('$28.20');
  });

  it('shows a taxed order as its net, the tax and how it met the price, and the total charged', async () => {
    const taxed = { ...orderDetail().order, amount: 43.42, tax: 3.58, charged: 47 };
    fakeAdminApi({
      'GET /api/admin/orders/:orderId': () =>
        Response.json(orderDetail({ order: { ...taxed, taxPrices: 'inclusive' } })),
    });
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    const fact = async (label: string) =>
      (await dialog.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await fact(detailCopy.net)).toHaveTextContent('$43.42');
    expect(await fact(detailCopy.tax)).toHaveTextContent('$3.58, included in the price');
    expect(await fact(detailCopy.charged)).toHaveTextContent('$47.00');
    expect(dialog.queryByText(detailCopy.amount, { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows an order taken without tax as its amount alone', async () => {
    fakeAdminApi();
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    const amount = await dialog.findByText(detailCopy.amount, { selector: 'dt' });
    expect(amount.nextElementSibling).toHaveTextContent('$47.00');
    expect(dialog.queryByText(detailCopy.tax, { selector: 'dt' })).not.toBeInTheDocument();
    expect(dialog.queryByText(detailCopy.charged, { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says where the order came from: source, medium, campaign and landing page', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    const fact = async (label: string) =>
      (await dialog.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(dialog.getByRole('heading', { name: detailCopy.visit })).toBeInTheDocument();
    expect(await fact(detailCopy.source)).toHaveTextContent('Google');
    expect(await fact(detailCopy.medium)).toHaveTextContent('cpc');
    expect(await fact(detailCopy.campaign)).toHaveTextContent('spring-notice');
    expect(await fact(detailCopy.landingPage)).toHaveTextContent('/states/texas-child-support');

    api.on('GET /api/admin/orders/:orderId', () => Response.json(orderDetail({ visit: null })));
    await user.click(dialog.getByRole('button', { name: detailCopy.close }));
    const unseen = within(await openFirstOrder(user));
    expect(await unseen.findByText(detailCopy.noVisit)).toBeInTheDocument();
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

    const confirm = await findOpenDialog('alertdialog', { name: detailCopy.refundConfirmTitle });
    // Cancel has the focus, so Enter alone never refunds.
    expect(within(confirm).getByRole('button', { name: commonCopy.cancel })).toHaveFocus();
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

    expect(await screen.findByText(ordersNotices.refunded.title)).toBeInTheDocument();
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

    expect(await screen.findByText(ordersNotices.refundFailed.title)).toBeInTheDocument();
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

    expect(await screen.findByText(ordersNotices.resendFailed.title)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: detailCopy.resend })).toBeEnabled();
  });

  it('resends the delivery and requeues a failed mail, each with its notice', async () => {
    const api = fakeAdminApi();
    const { user } = renderCard();
    const dialog = within(await openFirstOrder(user));
    await user.click(await dialog.findByRole('button', { name: detailCopy.resend }));
    expect(await screen.findByText(ordersNotices.deliveryResent.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/orders/:orderId/resend')).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: detailCopy.requeue }));
    expect(await screen.findByText(kitNotices.mailRequeued.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/mails/:mailId/requeue')[0]?.params).toEqual({
      mailId: '502',
    });
  });
});
