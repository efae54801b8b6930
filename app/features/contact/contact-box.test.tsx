import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notices } from '#content/notices.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { renderIslandForm, toastOf } from '#tests/island-form-page.tsx';
import { contactAction } from './contact-action.server.ts';
import { ContactBox } from './contact-box.tsx';

let page: ReturnType<typeof renderIslandForm> | undefined;

function renderBox(contact: FormActions['contact'] = () => Promise.resolve({ ok: true })) {
  page = renderIslandForm(
    (reply) => <ContactBox action="/checkout" reply={reply} />,
    contactAction,
    { contact },
  );
  return {
    ...page,
    name: () => screen.getByRole('textbox', { name: 'Name' }),
    email: () => screen.getByRole('textbox', { name: 'Email Address' }),
    message: () => screen.getByRole('textbox', { name: 'Message' }),
    send: () => screen.getByRole('button', { name: /Send Message|Sending/ }),
    user: userEvent.setup(),
  };
}

afterEach(() => page?.cleanup());

describe('ContactBox with its island', () => {
  it('turns missing fields red with the notice without posting, and clears a field as it is edited', async () => {
    const box = renderBox();
    await box.user.type(box.email(), 'parent@example.com');
    await box.user.click(box.send());

    expect(box.name()).toHaveAttribute('aria-invalid', 'true');
    expect(box.name()).toHaveAccessibleDescription('Enter your name.');
    expect(box.posts).toEqual([]);
    expect(box.toasts).toEqual([toastOf(notices.requiredFieldsMissing, 'error')]);
    expect(box.message()).toHaveAttribute('aria-invalid', 'true');
    expect(box.email()).not.toHaveAttribute('aria-invalid');
    expect(box.email()).toHaveValue('parent@example.com');
    expect(box.name()).toHaveFocus();

    await box.user.type(box.message(), 'H');
    expect(box.message()).not.toHaveAttribute('aria-invalid');
    expect(box.name()).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Sending...' while busy, then thanks and clears every field", async () => {
    const sent: unknown[] = [];
    const box = renderBox((message) => {
      sent.push(message);
      return Promise.resolve({ ok: true });
    });
    const release = box.hold();
    await box.user.type(box.name(), 'Sam');
    await box.user.type(box.email(), 'sam@example.com');
    await box.user.type(box.message(), 'Is the guide valid in Ohio?');
    await box.user.click(box.send());

    expect(box.send()).toHaveTextContent('Sending...');
    expect(box.send()).toBeDisabled();
    // A second click while the post runs sends nothing more.
    await box.user.click(box.send());
    release();
    await vi.waitFor(() => expect(box.toasts).toEqual([toastOf(notices.messageSent, 'success')]));
    expect(box.posts).toHaveLength(1);
    expect(sent).toEqual([
      { name: 'Sam', email: 'sam@example.com', message: 'Is the guide valid in Ohio?' },
    ]);
    for (const field of [box.name(), box.email(), box.message()]) expect(field).toHaveValue('');
    expect(box.send()).toHaveTextContent('Send Message');
    expect(box.send()).toBeEnabled();
  });

  it("shows 'Message Error' with the server's message and keeps the text", async () => {
    const box = renderBox(() =>
      Promise.resolve({ ok: false, status: 503, message: 'Messages are paused for maintenance.' }),
    );
    await box.user.type(box.name(), 'Sam');
    await box.user.type(box.email(), 'sam@example.com');
    await box.user.type(box.message(), 'Hello');
    await box.user.click(box.send());

    await vi.waitFor(() => expect(box.toasts).toHaveLength(1));
    expect(box.toasts[0]).toEqual({
      message: notices.messageError.title,
      description: 'Messages are paused for maintenance.',
      kind: 'error',
    });
    expect(box.message()).toHaveValue('Hello');
    expect(box.send()).toBeEnabled();
  });
});
