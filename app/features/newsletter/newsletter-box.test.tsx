import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notices } from '#content/notices.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { renderIslandForm, toastOf } from '#tests/island-form-page.tsx';
import { NewsletterBox } from './newsletter-box.tsx';
import { subscribeAction } from './subscribe-action.server.ts';

let page: ReturnType<typeof renderIslandForm> | undefined;

function renderBox(subscribe: FormActions['subscribe'] = () => Promise.resolve({ ok: true })) {
  page = renderIslandForm(
    (reply) => <NewsletterBox action="/newsletter" reply={reply} />,
    subscribeAction,
    { subscribe },
  );
  return {
    ...page,
    email: () => screen.getByRole('textbox', { name: 'Email Address' }),
    subscribeButton: () => screen.getByRole('button', { name: /Subscribe/ }),
    user: userEvent.setup(),
  };
}

afterEach(() => page?.cleanup());

describe('NewsletterBox with its island', () => {
  it("asks for the e-mail with 'Email Required' without posting, then posts to the page's action", async () => {
    const box = renderBox();
    await box.user.click(box.subscribeButton());

    expect(box.email()).toHaveAttribute('aria-invalid', 'true');
    expect(box.email()).toHaveAccessibleDescription('Enter your email address.');
    expect(box.posts).toEqual([]);
    expect(box.toasts).toEqual([toastOf(notices.emailRequired, 'error')]);
    expect(box.email()).toHaveFocus();

    await box.user.type(box.email(), 'parent@example.com');
    expect(box.email()).not.toHaveAttribute('aria-invalid');
    await box.user.click(box.subscribeButton());
    await vi.waitFor(() => expect(box.toasts).toHaveLength(2));
    expect(box.posts).toEqual([
      {
        url: `${window.location.origin}/newsletter`,
        method: 'POST',
        body: { intent: 'subscribe', email: 'parent@example.com' },
      },
    ]);
  });

  it('explains an invalid address under the field, and clears the flag as it is edited', async () => {
    const box = renderBox();
    await box.user.type(box.email(), 'parent@');
    await box.user.click(box.subscribeButton());

    expect(box.email()).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(box.posts).toEqual([]);
    expect(box.toasts.map((toast) => toast.message)).toEqual([notices.invalidFields.title]);
    expect(box.email()).toHaveValue('parent@');
    await box.user.type(box.email(), 'example.com');
    expect(box.email()).not.toHaveAttribute('aria-invalid');
    expect(box.email()).not.toHaveAccessibleDescription();
  });

  it("shows 'Subscribing...' while busy, then thanks and clears the field", async () => {
    const subscribed: string[] = [];
    const box = renderBox((email) => {
      subscribed.push(email);
      return Promise.resolve({ ok: true });
    });
    const release = box.hold();
    await box.user.type(box.email(), 'parent@example.com');
    await box.user.click(box.subscribeButton());

    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await vi.waitFor(() => expect(box.toasts).toHaveLength(1));
    expect(box.toasts).toEqual([toastOf(notices.subscriptionSuccess, 'success')]);
    expect(subscribed).toEqual(['parent@example.com']);
    expect(box.email()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    // The thanks is a toast, not a second copy in the form.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows 'Subscription Error' with the server's words, or the default when offline", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const box = renderBox(() =>
      Promise.resolve({
        ok: false,
        status: 429,
        message: 'Too many attempts. Try again in a minute.',
      }),
    );
    await box.user.type(box.email(), 'parent@example.com');
    await box.user.click(box.subscribeButton());
    await vi.waitFor(() => expect(box.toasts).toHaveLength(1));
    expect(box.toasts[0]).toEqual({
      message: notices.subscriptionError.title,
      description: 'Too many attempts. Try again in a minute.',
      kind: 'error',
    });
    expect(box.email()).toHaveValue('parent@example.com');

    box.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await box.user.click(box.subscribeButton());
    await vi.waitFor(() => expect(box.toasts).toHaveLength(2));
    expect(box.toasts[1]).toEqual(toastOf(notices.subscriptionError, 'error'));
    expect(box.email()).toHaveValue('parent@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
