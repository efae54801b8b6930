import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutCopy } from '#content/checkout.ts';
import { guidePreparingCopy } from '#content/guide-preparing.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import { noSocialProof } from '#shared/social-proof.ts';
import { renderIslandForm, toastOf } from '#tests/island-form-page.tsx';
import { testSite } from '#tests/render-page.tsx';
import { renderServerPage } from '#tests/server-page.tsx';
import { checkoutPageAction } from './checkout-action.server.ts';
import { checkoutPageData } from './checkout-data.server.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { GuidePreparingCard } from './guide-preparing-card.tsx';

const copy = fillCopy(guidePreparingCopy, placeholderValues(testSite));

/** The checkout of a site taking real payments before any guide is uploaded. */
function renderPreparingCheckout() {
  const page = checkoutPageData(
    testSite,
    new URL('http://localhost/checkout'),
    false,
    noSocialProof,
  );
  renderServerPage(<CheckoutPage preparing={page.preparing} />);
  return within(screen.getByRole('region', { name: guidePreparingCopy.title }));
}

let island: ReturnType<typeof renderIslandForm> | undefined;
afterEach(() => {
  island?.cleanup();
  island = undefined;
  document.body.innerHTML = '';
});

describe('/checkout while the guide is being prepared', () => {
  it('says so instead of showing the payment form', () => {
    const card = renderPreparingCheckout();
    expect(
      card.getByText(
        `The ${testSite.offer.name} is not on sale yet: we are putting the finishing touches on it.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: checkoutCopy.form.title })).toBeNull();
    expect(screen.queryByRole('button', { name: /Get Instant Access/ })).toBeNull();
  });

  it('offers a sign-up that posts to the checkout, checked by the e-mail rule', () => {
    const card = renderPreparingCheckout();
    const email = card.getByRole('textbox', { name: guidePreparingCopy.emailLabel });
    const form = email.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/checkout');
    expect(form).toHaveAttribute('data-island', 'post-form');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('data-rule');
    expect(form?.querySelector('input[name="intent"]')).toHaveValue('notify-when-ready');
  });

  it('with its island, signs up for the one mail, then empties the field and says what comes next', async () => {
    const subscribe = vi.fn(() => Promise.resolve({ ok: true as const }));
    island = renderIslandForm(
      (reply) => <GuidePreparingCard copy={copy} action="/checkout" reply={reply} />,
      async (posted, context) => {
        const request = new Request('http://localhost/checkout', {
          method: 'POST',
          body: posted,
        });
        const answer = await checkoutPageAction({ request, context });
        if (answer instanceof Response) throw new Error('The sign-up answers with the page');
        return answer;
      },
      { subscribe },
    );
    const field = screen.getByRole('textbox', { name: guidePreparingCopy.emailLabel });
    const user = userEvent.setup();
    await user.type(field, 'waiting@example.com');
    await user.click(screen.getByRole('button', { name: guidePreparingCopy.submit }));

    await vi.waitFor(() => expect(island?.toasts).toEqual([toastOf(copy.sent, 'success')]));
    expect(subscribe).toHaveBeenCalledWith('waiting@example.com', '203.0.113.7', {
      notifyWhenGuideReady: true,
    });
    expect(screen.getByRole('textbox', { name: guidePreparingCopy.emailLabel })).toHaveValue('');
  });
});
