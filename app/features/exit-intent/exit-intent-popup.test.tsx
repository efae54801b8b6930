import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTimings } from '#app/lib/widget-timings.ts';
import { exitIntentCopy as copy } from '#content/exit-intent.ts';
import { notices } from '#content/notices.ts';
import { fieldMessages } from '#shared/contracts/field-rules.ts';
import { placeholderValues } from '#shared/placeholders.ts';
import { apiError, fakeApi, heldAnswer, networkFailure, ok } from '#tests/fake-api.ts';
import { collectToasts, mountIsland, standInForDialogs } from '#tests/island-page.tsx';
import { scrollPage } from '#tests/reading-page.ts';
import { testSite } from '#tests/render-page.tsx';
import { exitIntentIsland } from './exit-intent-parts.ts';
import { ExitIntentPopup } from './exit-intent-popup.tsx';
import { readingScroll } from './reading-signs.ts';
import { exitIntentFlag } from './watch-exit-intent.ts';

standInForDialogs();

async function renderPopup() {
  await mountIsland(
    <MemoryRouter>
      <ExitIntentPopup values={placeholderValues(testSite)} />
    </MemoryRouter>,
    exitIntentIsland,
  );
}

const popup = () => screen.queryByRole('dialog', { name: copy.title });
const leave = (init: MouseEventInit) => fireEvent.mouseOut(document, init);
const leaveThroughTop = () => leave({ clientY: 0, relatedTarget: null });

/** Time passes; the popup's own code, imported when it opens, has arrived. */
async function wait(ms: number) {
  vi.advanceTimersByTime(ms);
  await vi.dynamicImportSettled();
}

async function openPopup() {
  await renderPopup();
  leaveThroughTop();
  await wait(widgetTimings.exitIntentDelay);
  return screen.getByRole('textbox', { name: copy.emailLabel });
}

/** Typing into a field: its value changes, and it says so. */
function type(field: HTMLElement, text: string) {
  fireEvent.input(field, { target: { value: text } });
}

const subscribe = () => fireEvent.click(screen.getByRole('button', { name: copy.submit }));

// Time moves only when a test says so: the delays are exact to the millisecond.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the exit popup', () => {
  it('is on the page closed, and hidden from everyone, until exit intent', async () => {
    await renderPopup();
    expect(popup()).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
  });

  it('opens 100 ms after the mouse leaves through the top, and sets the flag', async () => {
    await renderPopup();
    leaveThroughTop();
    await wait(widgetTimings.exitIntentDelay - 1);
    expect(popup()).not.toBeInTheDocument();
    expect(localStorage.getItem(exitIntentFlag.key)).toBeNull();

    await wait(1);
    expect(popup()).toBeInTheDocument();
    expect(localStorage.getItem(exitIntentFlag.key)).toBe('1');
    expect(widgetTimings.exitIntentDelay).toBe(100);
  });

  it('ignores the mouse leaving through the bottom or a side, or moving between elements', async () => {
    await renderPopup();
    leave({ clientY: 700, relatedTarget: null });
    leave({ clientY: 200, clientX: -1, relatedTarget: null });
    leave({ clientY: 0, relatedTarget: document.body });
    await wait(1000);
    expect(popup()).not.toBeInTheDocument();
  });

  it('opens by itself 30 s after mounting when the visitor has scrolled', async () => {
    await renderPopup();
    scrollPage(readingScroll.pixels);
    await wait(widgetTimings.exitIntentFallback - 1);
    expect(popup()).not.toBeInTheDocument();
    await wait(1);
    expect(popup()).toBeInTheDocument();
    expect(widgetTimings.exitIntentFallback).toBe(30_000);
  });

  it('focuses the e-mail field when the visitor heads for the tabs', async () => {
    const email = await openPopup();
    expect(email).toHaveFocus();
  });

  it('focuses the dialog itself, not the e-mail field, when the timer opens it', async () => {
    await renderPopup();
    scrollPage(readingScroll.pixels);
    await wait(widgetTimings.exitIntentFallback);
    expect(popup()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: copy.emailLabel })).not.toHaveFocus();
  });

  it('never opens when it was shown before', async () => {
    localStorage.setItem(exitIntentFlag.key, exitIntentFlag.value);
    await renderPopup();
    leaveThroughTop();
    scrollPage(readingScroll.pixels);
    await wait(widgetTimings.exitIntentReading);
    expect(popup()).not.toBeInTheDocument();
  });

  it('opens only once: not again after it is closed', async () => {
    await openPopup();
    fireEvent.click(screen.getByRole('button', { name: copy.close }));
    expect(popup()).not.toBeInTheDocument();

    leaveThroughTop();
    scrollPage(readingScroll.pixels);
    await wait(widgetTimings.exitIntentReading);
    expect(popup()).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, not on a click inside it', async () => {
    await openPopup();
    const dialog = screen.getByRole('dialog', { name: copy.title });
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(20, 200, 350, 400));
    fireEvent.click(dialog, { clientX: 100, clientY: 300 });
    expect(popup()).toBeInTheDocument();
    fireEvent.click(dialog, { clientX: 100, clientY: 50 });
    expect(popup()).not.toBeInTheDocument();
  });

  it("subscribes with 'Subscribing...' while busy, then thanks and links to the guide", async () => {
    const toasts = collectToasts();
    const answer = heldAnswer();
    const { calls } = fakeApi(() => answer.promise);
    const email = await openPopup();
    type(email, 'parent@example.com');
    subscribe();

    expect(screen.getByRole('button', { name: copy.busy })).toBeDisabled();
    expect(calls).toEqual([
      {
        path: '/api/send-thank-you-email',
        body: { type: 'subscription', email: 'parent@example.com' },
      },
    ]);
    answer.release(ok());
    const thanks = await vi.waitFor(() => screen.getByRole('dialog', { name: copy.thanksTitle }));
    expect(thanks).toHaveAccessibleDescription(copy.thanks);
    expect(thanks).toHaveFocus();
    expect(toasts).toEqual([
      {
        message: notices.exitSubscribeSuccess.title,
        description: notices.exitSubscribeSuccess.description,
        kind: 'success',
      },
    ]);
    const guide = within(thanks).getByRole('link', { name: 'Get the guide for $47' });
    expect(guide).toHaveAttribute('href', '/checkout');
    expect(guide).toHaveAttribute('data-cta-location', 'exit_popup');
    fireEvent.click(guide);
    expect(thanks).not.toBeVisible();
  });

  it("shows 'Error' / 'Please try again later.' when the subscription fails", async () => {
    const toasts = collectToasts();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(networkFailure);
    const email = await openPopup();
    type(email, 'parent@example.com');
    subscribe();

    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      message: notices.exitSubscribeError.title,
      description: notices.exitSubscribeError.description,
      kind: 'error',
    });
    expect(email).toHaveValue('parent@example.com');
    expect(screen.getByRole('button', { name: copy.submit })).toBeEnabled();
    expect(logged).toHaveBeenCalledOnce();
  });

  it("asks for the e-mail with 'Email Required' and a red field until it is edited", async () => {
    const toasts = collectToasts();
    const { fetchMock } = fakeApi(() => ok());
    const email = await openPopup();
    subscribe();

    expect(toasts).toEqual([
      {
        message: notices.emailRequired.title,
        description: notices.emailRequired.description,
        kind: 'error',
      },
    ]);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(fieldMessages.emailMissing);
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    type(email, 'p');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(fieldMessages.emailMissing)).not.toBeInTheDocument();
  });

  it('checks the address with the contract before sending it', async () => {
    const toasts = collectToasts();
    const { fetchMock } = fakeApi(() => ok());
    const email = await openPopup();
    type(email, 'parent@example');
    subscribe();

    expect(email).toHaveAccessibleDescription(fieldMessages.emailInvalid);
    expect(toasts.map((toast) => toast.message)).toEqual([notices.invalidFields.title]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's own message on the field when it refuses the address", async () => {
    const toasts = collectToasts();
    const refusal = 'This address cannot receive mail.';
    fakeApi(() => apiError(400, 'validation_error', 'Invalid request.', { email: refusal }));
    const email = await openPopup();
    type(email, 'parent@example.com');
    subscribe();

    await vi.waitFor(() => expect(email).toHaveAccessibleDescription(refusal));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.map((toast) => toast.message)).toEqual([notices.invalidFields.title]);
    expect(popup()).toBeInTheDocument();
  });
});
