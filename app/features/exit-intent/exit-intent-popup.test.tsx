import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTimings } from '#app/features/widgets/widget-timings.ts';
import { exitIntentCopy as copy } from '#content/exit-intent.ts';
import { notices } from '#content/notices.ts';
import { placeholderValues } from '#shared/placeholders.ts';
import { fakeApi, heldAnswer, networkFailure, ok } from '#tests/fake-api.ts';
import { scrollPage } from '#tests/reading-page.ts';
import { renderWithToaster, testSite } from '#tests/render-page.tsx';
import { ExitIntentPopup } from './exit-intent-popup.tsx';
import { readingScroll } from './reading-signs.ts';
import { exitIntentFlag } from './watch-exit-intent.ts';

function renderPopup() {
  renderWithToaster(
    <MemoryRouter>
      <ExitIntentPopup values={placeholderValues(testSite)} />
    </MemoryRouter>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const popup = () => screen.queryByRole('dialog', { name: copy.title });
const leave = (init: MouseEventInit) => fireEvent.mouseOut(document, init);
const leaveThroughTop = () => leave({ clientY: 0, relatedTarget: null });
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function openPopup() {
  const user = renderPopup();
  leaveThroughTop();
  wait(widgetTimings.exitIntentDelay);
  return { user, email: screen.getByRole('textbox', { name: copy.emailLabel }) };
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExitIntentPopup', () => {
  it('opens 100 ms after the mouse leaves through the top, and sets the flag', () => {
    renderPopup();
    leaveThroughTop();
    wait(widgetTimings.exitIntentDelay - 1);
    expect(popup()).not.toBeInTheDocument();
    expect(localStorage.getItem(exitIntentFlag.key)).toBeNull();

    wait(1);
    expect(popup()).toBeInTheDocument();
    expect(localStorage.getItem(exitIntentFlag.key)).toBe('1');
    expect(widgetTimings.exitIntentDelay).toBe(100);
  });

  it('ignores the mouse leaving through the bottom or a side, or moving between elements', () => {
    renderPopup();
    leave({ clientY: 700, relatedTarget: null });
    leave({ clientY: 200, clientX: -1, relatedTarget: null });
    leave({ clientY: 0, relatedTarget: document.body });
    wait(1000);
    expect(popup()).not.toBeInTheDocument();
  });

  it('opens by itself 30 s after mounting when the visitor has scrolled', () => {
    renderPopup();
    scrollPage(readingScroll.pixels);
    wait(widgetTimings.exitIntentFallback - 1);
    expect(popup()).not.toBeInTheDocument();
    wait(1);
    expect(popup()).toBeInTheDocument();
    expect(widgetTimings.exitIntentFallback).toBe(30_000);
  });

  it('focuses the e-mail field when the visitor heads for the tabs, the dialog itself when the timer opens it', () => {
    const { email } = openPopup();
    expect(email).toHaveFocus();
    cleanup();
    localStorage.clear();

    renderPopup();
    scrollPage(readingScroll.pixels);
    wait(widgetTimings.exitIntentFallback);
    expect(popup()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: copy.emailLabel })).not.toHaveFocus();
  });

  it('never opens when it was shown before', () => {
    localStorage.setItem(exitIntentFlag.key, exitIntentFlag.value);
    renderPopup();
    leaveThroughTop();
    scrollPage(readingScroll.pixels);
    wait(widgetTimings.exitIntentReading);
    expect(popup()).not.toBeInTheDocument();
  });

  it('opens only once: not again after it is closed', async () => {
    const { user } = openPopup();
    await user.click(screen.getByRole('button', { name: copy.close }));
    expect(popup()).not.toBeInTheDocument();

    leaveThroughTop();
    scrollPage(readingScroll.pixels);
    wait(widgetTimings.exitIntentReading);
    expect(popup()).not.toBeInTheDocument();
  });

  it('closes on Escape and on a click on the backdrop', async () => {
    const { user } = openPopup();
    await user.keyboard('{Escape}');
    expect(popup()).not.toBeInTheDocument();

    localStorage.clear();
    const second = openPopup();
    const backdrop = document.querySelector('[data-state="open"]:not([role="dialog"])');
    if (!backdrop) throw new Error('No backdrop');
    await second.user.click(backdrop);
    expect(popup()).not.toBeInTheDocument();
  });

  it("subscribes with 'Subscribing...' while busy, then thanks and links to the guide", async () => {
    const answer = heldAnswer();
    const { calls } = fakeApi(() => answer.promise);
    const { user, email } = openPopup();
    await user.type(email, 'parent@example.com');
    await user.click(screen.getByRole('button', { name: copy.submit }));

    expect(screen.getByRole('button', { name: copy.busy })).toBeDisabled();
    expect(calls).toEqual([
      {
        path: '/api/send-thank-you-email',
        body: { type: 'subscription', email: 'parent@example.com' },
      },
    ]);
    answer.release(ok());
    expect(await screen.findByText(notices.exitSubscribeSuccess.title)).toBeInTheDocument();
    expect(screen.getByText(notices.exitSubscribeSuccess.description)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: copy.thanksTitle })).toHaveTextContent(copy.thanks);
    expect(screen.getByRole('link', { name: 'Get the guide for $47' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it("shows 'Error' / 'Please try again later.' when the subscription fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(networkFailure);
    const { user, email } = openPopup();
    await user.type(email, 'parent@example.com');
    await user.click(screen.getByRole('button', { name: copy.submit }));

    expect(await screen.findByText(notices.exitSubscribeError.description)).toBeInTheDocument();
    expect(screen.getByText(notices.exitSubscribeError.title)).toBeInTheDocument();
    expect(email).toHaveValue('parent@example.com');
    expect(logged).toHaveBeenCalledOnce();
  });

  it("asks for the e-mail with 'Email Required' and a red field until it is edited", async () => {
    const { fetchMock } = fakeApi(() => ok());
    const { user, email } = openPopup();
    await user.click(screen.getByRole('button', { name: copy.submit }));

    expect(await screen.findByText(notices.emailRequired.title)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(email, 'p');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
