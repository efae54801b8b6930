import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SuccessRoute from '#app/routes/success.tsx';
import { islandRegistry } from '#app/island-registry.ts';
import { notices } from '#content/notices.ts';
import { paymentResultCopy } from '#content/payment-result.ts';
import { collectToasts, mountIsland, serverMarkup } from '#tests/island-page.tsx';
import { apiError, fakeApi, heldAnswer, networkFailure, ok } from '#tests/fake-api.ts';
import { renderRoute, testSite } from '#tests/render-page.tsx';
import { testOffer, testSiteInfo } from '#tests/site-factory.ts';
import { purchaseQueueKey, takePurchases } from '#app/tracker/purchase-bridge.ts';
import { formatAmount } from '#shared/money.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { PaymentResult } from './payment-result.tsx';
import { paymentResultIsland } from './payment-result-parts.ts';

// Verification runs once per session id per page load, and this file is one page
// load: every test uses its own session id.
let sessions = 0;
const nextSession = () => `cs_test_${++sessions}`;

const paidAnswer = (sessionId: string) => ({
  success: true,
  customer_email: 'buyer@example.com',
  order_id: `order-${sessionId}`,
  download_url: `/download/token-${sessionId}`,
});
const paid = (sessionId: string) => ok(paidAnswer(sessionId));

const page = (sessionId: string | null, site: SiteInfo = testSite) => (
  <MemoryRouter>
    <PaymentResult sessionId={sessionId} site={site} />
  </MemoryRouter>
);

/** The page as the server sends it for `sessionId`, its island mounted as the islands entry does. */
function openResult(sessionId: string, site?: SiteInfo) {
  return mountIsland(page(sessionId, site), paymentResultIsland);
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/success', () => {
  it('is served verifying, with no word of success, and calls nothing on the server', () => {
    const { fetchMock } = fakeApi(() => ok());
    const html = serverMarkup(page('cs_server'));
    expect(html).toContain('Verifying Your Payment...');
    expect(html).toContain('Please wait while we confirm your purchase.');
    expect(html).not.toContain('Payment Successful!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails at once without a session id: no island, no call, no notice', async () => {
    const { fetchMock } = fakeApi(() => ok());
    const toasts = collectToasts();
    document.body.innerHTML = serverMarkup(page(null));
    try {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Payment Verification Failed',
      );
      expect(screen.getByRole('link', { name: 'Return to Checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      );
      expect(document.querySelector('[data-island]')).toBeNull();
      await settle();
      expect(toasts).toEqual([]);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      document.body.innerHTML = '';
    }
  });

  it('reads the session id from the address, trimmed; none is a failure', async () => {
    const withSession = renderRoute('/success', SuccessRoute, '/success?session_id=%20cs_route%20');
    await heading('Verifying Your Payment...');
    expect(document.querySelector(`[data-island="${paymentResultIsland}"]`)).toHaveAttribute(
      'data-session-id',
      'cs_route',
    );
    withSession.unmount();
    renderRoute('/success', SuccessRoute, '/success?session_id=%20');
    await heading('Payment Verification Failed');
  });

  it('verifies once, shows the order with its toast, and moves focus to the outcome', async () => {
    const sessionId = nextSession();
    const answer = heldAnswer();
    const { calls } = fakeApi(() => answer.promise);
    const toasts = collectToasts();
    await openResult(sessionId);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Verifying Your Payment...',
    );
    answer.release(paid(sessionId));
    const title = await heading('Payment Successful!');
    expect(title).toHaveFocus();
    expect(toasts).toEqual([
      {
        message: notices.paymentSuccess.title,
        description: notices.paymentSuccess.description,
        kind: 'success',
      },
    ]);
    expect(calls).toEqual([{ path: '/api/verify-payment', body: { session_id: sessionId } }]);

    const order = within(screen.getByRole('region', { name: 'Order Confirmation' }));
    expect(order.getByText('Child Support Defense Guide')).toBeInTheDocument();
    // No regular price is set: none is struck through.
    expect(order.queryByText('$97')).toBeNull();
    expect(order.getByText('$47.00')).toBeInTheDocument();
    expect(order.getByText(`order-${sessionId}`)).toBeInTheDocument();
    expect(order.getByText('buyer@example.com')).toBeInTheDocument();
    const download = order.getByRole('button', { name: 'Download your guide now' });
    expect(download).toHaveAttribute('type', 'submit');
    expect(download.closest('form')).toHaveAttribute('method', 'post');
    expect(download.closest('form')).toHaveAttribute('action', `/download/token-${sessionId}`);
    expect(screen.getByText('We sent your guide to buyer@example.com.')).toBeInTheDocument();
    expect(screen.getByText(/your 21-page guide/)).toBeInTheDocument();
    expect(screen.queryByText(/\b4 pages?\b|\$59/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: testSite.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${testSite.supportEmail}`,
    );
    expect(screen.getByRole('heading', { name: '14-Day Money-Back Guarantee' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText(paymentResultCopy.success.sampleNote.title)).toBeNull();
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('calls and toasts once however often the island mounts for the same session', async () => {
    const sessionId = nextSession();
    const { calls } = fakeApi(() => paid(sessionId));
    const toasts = collectToasts();
    const purchases = vi.fn();
    window.addEventListener(purchaseQueueKey, purchases);
    try {
      document.body.innerHTML = serverMarkup(
        <>
          {page(sessionId)}
          {page(sessionId)}
        </>,
      );
      const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')];
      const island = await islandRegistry[paymentResultIsland]?.load();
      for (const root of [...roots, ...roots]) island?.mount(root);
      await vi.waitFor(() =>
        expect(screen.getAllByRole('heading', { name: 'Payment Successful!' })).toHaveLength(2),
      );
      await settle();
      expect(calls).toHaveLength(1);
      expect(toasts).toHaveLength(1);
      expect(purchases).not.toHaveBeenCalled();
      // Each root shows one screen, however often it was mounted.
      expect(screen.getAllByRole('region', { name: 'Order Confirmation' })).toHaveLength(2);
    } finally {
      window.removeEventListener(purchaseQueueKey, purchases);
      document.body.innerHTML = '';
    }
  });

  it('forgets the checkout draft once paid, and keeps it when the payment is not confirmed', async () => {
    sessionStorage.setItem('checkout-draft', '{"email":"buyer@example.com"}');
    fakeApi(() => ok({ success: false }));
    await openResult(nextSession());
    await heading('Payment Verification Failed');
    expect(sessionStorage.getItem('checkout-draft')).not.toBeNull();

    const sessionId = nextSession();
    fakeApi(() => paid(sessionId));
    await openResult(sessionId);
    await heading('Payment Successful!');
    expect(sessionStorage.getItem('checkout-draft')).toBeNull();
  });

  it('says the guide is a sample when the purchase delivered the placeholder, and only then', async () => {
    const sampleNote = paymentResultCopy.success.sampleNote;
    const sample = nextSession();
    fakeApi(() => ok({ ...paidAnswer(sample), sample_guide: true }));
    await openResult(sample);
    await heading('Payment Successful!');
    expect(screen.getByRole('note')).toHaveTextContent(sampleNote.title);
    expect(screen.getByRole('note')).toHaveTextContent(sampleNote.text);

    const real = nextSession();
    fakeApi(() => paid(real));
    await openResult(real);
    await heading('Payment Successful!');
    expect(screen.queryByText(sampleNote.title)).toBeNull();
  });

  it('hands the tracker the order id and the amount the server says was paid, never a guess', async () => {
    const reported = vi.fn();
    window.addEventListener(purchaseQueueKey, reported);
    try {
      const sessionId = nextSession();
      fakeApi(() => ok({ success: true, order_id: `order-${sessionId}`, amount_paid: 39.5 }));
      await openResult(sessionId);
      await heading('Payment Successful!');
      expect(reported).toHaveBeenCalledTimes(1);
      expect(takePurchases()).toEqual([{ orderId: `order-${sessionId}`, revenue: 39.5 }]);

      const withoutAmount = nextSession();
      fakeApi(() => ok({ success: true }));
      await openResult(withoutAmount);
      await heading('Payment Successful!');
      await settle();
      expect(reported).toHaveBeenCalledTimes(1);
      expect(takePurchases()).toEqual([]);
      // Without an order id from the server, the payment session's id stands for it.
      expect(screen.getByText(withoutAmount)).toBeInTheDocument();
      // Without an address or a link, their row and button are not there.
      expect(screen.queryByText('Email', { selector: 'dt' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Download your guide now' })).toBeNull();
      expect(
        screen.getByText(paymentResultCopy.checkEmail.steps[0].text, { exact: true }),
      ).toBeInTheDocument();
    } finally {
      window.removeEventListener(purchaseQueueKey, reported);
    }
  });

  it('shows the amount the order was paid, not a price changed since', async () => {
    const sessionId = nextSession();
    fakeApi(() => ok({ success: true, order_id: `order-${sessionId}`, amount_paid: 39.5 }));
    await openResult(sessionId);
    await heading('Payment Successful!');
    expect(screen.getByText('$39.50')).toBeInTheDocument();
    expect(screen.queryByText(`$${formatAmount(testSite.offer.price)}`)).not.toBeInTheDocument();
  });

  it('shows the price before tax, the sales tax and the total, and reports only the net', async () => {
    const sessionId = nextSession();
    fakeApi(() =>
      ok({ success: true, order_id: `order-${sessionId}`, amount_paid: 50.41, tax_paid: 3.41 }),
    );
    await openResult(sessionId);
    await heading('Payment Successful!');
    const order = within(screen.getByRole('region', { name: 'Order Confirmation' }));
    const value = (term: string) => order.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Price before tax')).toHaveTextContent('$47.00');
    expect(value('Sales tax')).toHaveTextContent('$3.41');
    expect(value('Total paid')).toHaveTextContent('$50.41');
    expect(takePurchases()).toContainEqual({ orderId: `order-${sessionId}`, revenue: 47 });

    const untaxed = nextSession();
    fakeApi(() => ok({ success: true, amount_paid: 47 }));
    await openResult(untaxed);
    await heading('Payment Successful!');
    const plain = within(screen.getByRole('region', { name: 'Order Confirmation' }));
    expect(plain.getByText('Price', { selector: 'dt' })).toBeInTheDocument();
    expect(plain.queryByText('Sales tax')).toBeNull();
    expect(plain.queryByText('Total paid')).toBeNull();
  });

  it('strikes the regular price through only when it is above what was paid', async () => {
    const site = testSiteInfo({ offer: testOffer({ price: 47, compareAtPrice: 47 }) });
    const discounted = nextSession();
    fakeApi(() => ok({ success: true, amount_paid: 39.95 }));
    await openResult(discounted, site);
    await heading('Payment Successful!');
    const order = within(screen.getByRole('region', { name: 'Order Confirmation' }));
    expect(order.getByText('$47').tagName).toBe('S');
    expect(order.getByText('Regular price', { exact: false })).toBeInTheDocument();
    expect(order.getByText('$39.95')).toBeInTheDocument();

    const full = nextSession();
    fakeApi(() => ok({ success: true, amount_paid: 47 }));
    await openResult(full, site);
    await heading('Payment Successful!');
    const fullOrder = within(screen.getByRole('region', { name: 'Order Confirmation' }));
    expect(fullOrder.queryByText('$47')).toBeNull();
    expect(fullOrder.getByText('$47.00')).toBeInTheDocument();
  });

  it('shows the failure screen, focused, and its notice when the payment is not confirmed', async () => {
    fakeApi(() => ok({ success: false }));
    const toasts = collectToasts();
    await openResult(nextSession());
    expect(await heading('Payment Verification Failed')).toHaveFocus();
    expect(toasts).toEqual([
      {
        message: notices.verificationFailed.title,
        description: notices.verificationFailed.description,
        kind: 'error',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Return to Checkout' })).toBeVisible();
  });

  it("shows 'Verification Error' with the server's message, or the default text", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasts = collectToasts();
    fakeApi(() => apiError(500, 'internal_error', 'Something went wrong on our side.'));
    await openResult(nextSession());
    await heading('Payment Verification Failed');
    expect(toasts).toEqual([
      {
        message: notices.verificationError.title,
        description: 'Something went wrong on our side.',
        kind: 'error',
      },
    ]);

    fakeApi(networkFailure);
    await openResult(nextSession());
    await heading('Payment Verification Failed');
    // An answer not of the contract's shape is an error too, in the notice's own words.
    fakeApi(() => ok({ success: 'yes' }));
    await openResult(nextSession());
    await heading('Payment Verification Failed');
    expect(toasts.slice(1)).toEqual([
      {
        message: notices.verificationError.title,
        description: notices.verificationError.description,
        kind: 'error',
      },
      {
        message: notices.verificationError.title,
        description: notices.verificationError.description,
        kind: 'error',
      },
    ]);
    expect(logged).toHaveBeenCalledTimes(3);
  });

  it('resends the e-mail with a busy state, and shows the rate limit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sessionId = nextSession();
    const resent = heldAnswer();
    const resends = [
      () => resent.promise,
      () => apiError(429, 'rate_limited', 'Please wait 10 minutes.'),
    ];
    const { calls } = fakeApi(({ path }) =>
      path === '/api/verify-payment' ? paid(sessionId) : (resends.shift() ?? networkFailure)(),
    );
    const toasts = collectToasts();
    await openResult(sessionId);
    await heading('Payment Successful!');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Resend my e-mail' }));
    expect(screen.getByRole('button', { name: 'Resending...' })).toBeDisabled();
    expect(calls.at(-1)).toEqual({ path: '/api/resend-delivery', body: { session_id: sessionId } });
    resent.release(ok());
    await vi.waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        message: notices.emailResent.title,
        description: notices.emailResent.description,
        kind: 'success',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Resend my e-mail' }));
    await vi.waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        message: notices.resendFailed.title,
        description: 'Please wait 10 minutes.',
        kind: 'error',
      }),
    );
    expect(screen.getByRole('button', { name: 'Resend my e-mail' })).toBeEnabled();
    expect(calls).toHaveLength(3);
  });
});
