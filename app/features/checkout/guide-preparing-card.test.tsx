import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CheckoutRoute from '#app/routes/checkout.tsx';
import { checkoutCopy } from '#content/checkout.ts';
import { guidePreparingCopy } from '#content/guide-preparing.ts';
import { fakeApi, ok } from '#tests/fake-api.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { renderRoute, testSite } from '#tests/render-page.tsx';
import { checkoutPageData } from './checkout-data.server.ts';

/** The checkout of a site taking real payments before any guide is uploaded. */
async function renderPreparingCheckout() {
  renderRoute('/checkout', CheckoutRoute, '/checkout', {
    loader: ({ request }) => checkoutPageData(testSite, new URL(request.url), false, noSocialProof),
  });
  // The first render of the whole page can take a while on a busy machine.
  const card = await screen.findByRole(
    'region',
    { name: guidePreparingCopy.title },
    { timeout: 4_000 },
  );
  return within(card);
}

afterEach(() => vi.unstubAllGlobals());

describe('/checkout while the guide is being prepared', () => {
  it('says so instead of showing the payment form', async () => {
    const card = await renderPreparingCheckout();
    expect(
      card.getByText(
        `The ${testSite.offer.name} is not on sale yet: we are putting the finishing touches on it.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: checkoutCopy.form.title })).toBeNull();
    expect(screen.queryByRole('button', { name: /Get Instant Access/ })).toBeNull();
  });

  it('offers a sign-up that posts to the checkout without JavaScript', async () => {
    const card = await renderPreparingCheckout();
    const email = card.getByRole('textbox', { name: guidePreparingCopy.emailLabel });
    const form = email.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/checkout');
    expect(email).toHaveAttribute('name', 'email');
    expect(form?.querySelector('input[name="intent"]')).toHaveValue('notify-when-ready');
  });

  it('with JavaScript, asks the API for the sign-up and the one mail, then says what comes next', async () => {
    const { calls } = fakeApi(() => ok());
    const card = await renderPreparingCheckout();
    const user = userEvent.setup();
    await user.type(
      card.getByRole('textbox', { name: guidePreparingCopy.emailLabel }),
      'waiting@example.com',
    );
    await user.click(card.getByRole('button', { name: guidePreparingCopy.submit }));
    expect(await screen.findByText(guidePreparingCopy.sent.title)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/api/send-thank-you-email',
        body: { type: 'subscription', email: 'waiting@example.com', notify_when_guide_ready: true },
      },
    ]);
  });
});
