import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SuccessRoute from '#app/routes/success.tsx';
import { notices } from '#content/notices.ts';
import { paymentResultCopy } from '#content/payment-result.ts';
import { apiError, fakeApi, heldAnswer, networkFailure, ok } from '#tests/fake-api.ts';
import { renderRoute, testSite } from '#tests/render-page.tsx';
import { purchaseQueueKey, takePurchases } from '#app/tracker/purchase-bridge.ts';
import { PaymentResult } from './payment-result.tsx';
import { formatAmount } from '#shared/money.ts';

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

function renderSuccess(query: string, options: { strict?: boolean } = {}) {
  return renderRoute('/success', SuccessRoute, `/success${query}`, options);
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => vi.unstubAllGlobals());

describe('/success', () => {
  it('renders the verifying state on the server, without calling the API', () => {
    const { fetchMock } = fakeApi(() => ok());
    const html = renderToString(<PaymentResult sessionId="cs_server" />);
    expect(html).toContain('Verifying Your Payment...');
    expect(html).toContain('Please wait while we confirm your purchase.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails at once without a session id, and without a notice', async () => {
    const { fetchMock } = fakeApi(() => ok());
    renderSuccess('');
    await heading('Payment Verification Failed');
    expect(screen.getByRole('link', { name: 'Return to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await settle();
    expect(screen.queryByText(notices.verificationFailed.description)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the guide is a sample when the purchase delivered the placeholder, and only then', async () => {
    const sampleNote = paymentResultCopy.success.sampleNote;
    const sample = nextSession();
    fakeApi(() => ok({ ...paidAnswer(sample), sample_guide: true }));
    const first = renderSuccess(`?session_id=${sample}`);
    await heading('Payment Successful!');
    expect(screen.getByRole('note')).toHaveTextContent(sampleNote.title);
    expect(screen.getByRole('note')).toHaveTextContent(sampleNote.text);
    first.unmount();

    const real = nextSession();
    fakeApi(() => paid(real));
    renderSuccess(`?session_id=${real}`);
    await heading('Payment Successful!');
    expect(screen.queryByText(sampleNote.title)).toBeNull();
  });

  it('verifies once, even in StrictMode, and shows the order', async () => {
    const sessionId = nextSession();
    const answer = heldAnswer();
    const { calls } = fakeApi(() => answer.promise);
    renderSuccess(`?session_id=${sessionId}`, { strict: true });

    await heading('Verifying Your Payment...');
    answer.release(paid(sessionId));
    await heading('Payment Successful!');
    expect(await screen.findByText(notices.paymentSuccess.description)).toBeInTheDocument();
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
    expect(screen.getByText(/your 21-page guide/)).toBeInTheDocument();
    expect(screen.queryByText(/\b4 pages?\b|\$59/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: testSite.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${testSite.supportEmail}`,
    );
    expect(screen.getByRole('heading', { name: '14-Day Money-Back Guarantee' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('hands the tracker the order id and the amount the server says was paid, never a guess', async () => {
    const reported = vi.fn();
    window.addEventListener(purchaseQueueKey, reported);
    try {
      const sessionId = nextSession();
      fakeApi(() => ok({ success: true, order_id: `order-${sessionId}`, amount_paid: 39.5 }));
      renderSuccess(`?session_id=${sessionId}`);
      await heading('Payment Successful!');
      expect(reported).toHaveBeenCalledTimes(1);
      expect(takePurchases()).toEqual([{ orderId: `order-${sessionId}`, revenue: 39.5 }]);

      const withoutAmount = nextSession();
      fakeApi(() => ok({ success: true, order_id: `order-${withoutAmount}` }));
      renderSuccess(`?session_id=${withoutAmount}`);
      await vi.waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(2));
      await settle();
      expect(reported).toHaveBeenCalledTimes(1);
      expect(takePurchases()).toEqual([]);
    } finally {
      window.removeEventListener(purchaseQueueKey, reported);
    }
  });

  it('shows the amount the order was paid, not a price changed since', async () => {
    const sessionId = nextSession();
    fakeApi(() => ok({ success: true, order_id: `order-${sessionId}`, amount_paid: 39.5 }));
    renderSuccess(`?session_id=${sessionId}`);
    await heading('Payment Successful!');
    expect(await screen.findByText('$39.50')).toBeInTheDocument();
    expect(screen.queryByText(`$${formatAmount(testSite.offer.price)}`)).not.toBeInTheDocument();
  });

  it('shows the failure screen and its notice when the payment is not confirmed', async () => {
    fakeApi(() => ok({ success: false }));
    renderSuccess(`?session_id=${nextSession()}`);
    await heading('Payment Verification Failed');
    expect(await screen.findByText(notices.verificationFailed.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Checkout' })).toBeVisible();
  });

  it("shows 'Verification Error' with the server's message or the default text", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(() => apiError(500, 'internal_error', 'Something went wrong on our side.'));
    const first = renderSuccess(`?session_id=${nextSession()}`);
    await heading('Payment Verification Failed');
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(screen.getByText(notices.verificationError.title)).toBeInTheDocument();
    first.unmount();

    fakeApi(networkFailure);
    renderSuccess(`?session_id=${nextSession()}`);
    expect(await screen.findByText(notices.verificationError.description)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(2);
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
    renderSuccess(`?session_id=${sessionId}`);
    await heading('Payment Successful!');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Resend my e-mail' }));
    expect(screen.getByRole('button', { name: 'Resending...' })).toBeDisabled();
    expect(calls.at(-1)).toEqual({ path: '/api/resend-delivery', body: { session_id: sessionId } });
    resent.release(ok());
    expect(await screen.findByText(notices.emailResent.title)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend my e-mail' }));
    expect(await screen.findByText('Please wait 10 minutes.')).toBeInTheDocument();
    expect(screen.getByText(notices.resendFailed.title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend my e-mail' })).toBeEnabled();
  });
});
