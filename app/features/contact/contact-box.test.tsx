import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notices } from '#content/notices.ts';
import { apiError, fakeApi, heldAnswer, ok } from '#tests/fake-api.ts';
import { renderWithToaster } from '#tests/render-page.tsx';
import { ContactBox } from './contact-box.tsx';

function renderBox() {
  renderWithToaster(<ContactBox action="/checkout" />);
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email Address' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    send: () => screen.getByRole('button', { name: /Send Message|Sending/ }),
    user: userEvent.setup(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactBox', () => {
  it('turns missing fields red with the notice and clears a field as it is edited', async () => {
    const { fetchMock } = fakeApi(() => ok());
    const box = renderBox();
    await box.user.type(box.email, 'parent@example.com');
    await box.user.click(box.send());

    expect(await screen.findByText(notices.requiredFieldsMissing.title)).toBeInTheDocument();
    expect(box.name).toHaveAttribute('aria-invalid', 'true');
    expect(box.message).toHaveAttribute('aria-invalid', 'true');
    expect(box.email).not.toHaveAttribute('aria-invalid');
    expect(box.name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await box.user.type(box.message, 'H');
    expect(box.message).not.toHaveAttribute('aria-invalid');
    expect(box.name).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Sending...' while busy, then thanks and clears every field", async () => {
    const answer = heldAnswer();
    const { calls } = fakeApi(() => answer.promise);
    const box = renderBox();
    await box.user.type(box.name, 'Sam');
    await box.user.type(box.email, 'sam@example.com');
    await box.user.type(box.message, 'Is the guide valid in Ohio?');
    await box.user.click(box.send());

    expect(box.send()).toHaveTextContent('Sending...');
    expect(box.send()).toBeDisabled();
    expect(calls[0]?.body).toEqual({
      type: 'contact',
      name: 'Sam',
      email: 'sam@example.com',
      message: 'Is the guide valid in Ohio?',
    });
    answer.release(ok());
    expect(await screen.findByText(notices.messageSent.title)).toBeInTheDocument();
    for (const field of [box.name, box.email, box.message]) expect(field).toHaveValue('');
    expect(box.send()).toHaveTextContent('Send Message');
  });

  it("shows 'Message Error' with the server's message and keeps the text", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(() => apiError(503, 'mail_unavailable', 'Messages are paused for maintenance.'));
    const box = renderBox();
    await box.user.type(box.name, 'Sam');
    await box.user.type(box.email, 'sam@example.com');
    await box.user.type(box.message, 'Hello');
    await box.user.click(box.send());

    expect(await screen.findByText(notices.messageError.title)).toBeInTheDocument();
    expect(screen.getByText('Messages are paused for maintenance.')).toBeInTheDocument();
    expect(box.message).toHaveValue('Hello');
    expect(box.send()).toBeEnabled();
  });
});
