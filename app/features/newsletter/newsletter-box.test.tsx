import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notices } from '#content/notices.ts';
import { apiError, fakeApi, heldAnswer, networkFailure, ok } from '#tests/fake-api.ts';
import { renderWithToaster } from '#tests/render-page.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

function renderBox() {
  renderWithToaster(<NewsletterBox action="/checkout" />);
  return {
    email: screen.getByRole('textbox', { name: 'Email Address' }),
    user: userEvent.setup(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('NewsletterBox', () => {
  it("asks for the e-mail with 'Email Required' and sends nothing", async () => {
    const { fetchMock } = fakeApi(() => ok());
    const { email, user } = renderBox();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(notices.emailRequired.title)).toBeInTheDocument();
    expect(screen.getByText(notices.emailRequired.description)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains an invalid address under the field', async () => {
    fakeApi(() => ok());
    const { email, user } = renderBox();
    await user.type(email, 'parent@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(notices.invalidFields.title)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("shows 'Subscribing...' while busy, then thanks and clears the field", async () => {
    const answer = heldAnswer();
    const { calls } = fakeApi(() => answer.promise);
    const { email, user } = renderBox();
    await user.type(email, 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(calls).toEqual([
      {
        path: '/api/send-thank-you-email',
        body: { type: 'subscription', email: 'parent@example.com' },
      },
    ]);
    answer.release(ok());
    expect(await screen.findByText(notices.subscriptionSuccess.title)).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("shows 'Subscription Error' with the server's message or the default text", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [
      () => apiError(429, 'rate_limited', 'Too many attempts. Try again in a minute.'),
      networkFailure,
    ];
    fakeApi(() => (answers.shift() ?? networkFailure)());
    const { email, user } = renderBox();
    await user.type(email, 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Too many attempts. Try again in a minute.'),
    ).toBeInTheDocument();
    expect(screen.getByText(notices.subscriptionError.title)).toBeInTheDocument();
    expect(email).toHaveValue('parent@example.com');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(notices.subscriptionError.description)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
