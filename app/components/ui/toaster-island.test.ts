import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#app/islands/toast.ts';
import { toastLimits } from './toast-limits.ts';
import { createToaster, mount } from './toaster-island.ts';

const roots: HTMLElement[] = [];

function newRoot(): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  roots.push(root);
  return root;
}

afterEach(() => {
  vi.useRealTimers();
  for (const root of roots.splice(0)) root.remove();
});

describe('the toaster island', () => {
  it("answers the page's toast event in a live region named like the React toaster's", async () => {
    const root = newRoot();
    mount(root);
    const region = within(document.body).getByRole('region', { name: /^Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');

    showToast({ message: 'Message Sent!', kind: 'success', description: 'Thank you!' });
    const toast = within(region).getByRole('listitem');
    expect(toast).toHaveTextContent('Message Sent!');
    expect(toast).toHaveTextContent('Thank you!');
    // It slides in on the next frame.
    await vi.waitFor(() =>
      expect(within(toast).getByRole('button', { name: 'Close toast' })).toBeVisible(),
    );

    // A second root (a hydrated page's React region is there too) adds no second region.
    mount(newRoot());
    expect(within(document.body).getAllByRole('region', { name: /^Notifications/ })).toHaveLength(
      1,
    );
  });

  it('keeps a toast for four seconds, then lets it go', async () => {
    vi.useFakeTimers();
    const { region, show } = createToaster(newRoot());
    show({ message: 'Saved for a while', kind: 'info' });
    await vi.advanceTimersByTimeAsync(toastLimits.durationMs - 100);
    expect(within(region).getByText('Saved for a while')).toBeInTheDocument();
    // Past the four seconds, plus the slide out.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(within(region).queryByText('Saved for a while')).not.toBeInTheDocument();
  });

  it('waits while the pointer is on the toasts, and closes one with its button', async () => {
    vi.useFakeTimers();
    const { region, show } = createToaster(newRoot());
    show({ message: 'Read me slowly', kind: 'error' });
    const list = within(region).getByRole('list');
    list.dispatchEvent(new Event('pointerenter'));
    await vi.advanceTimersByTimeAsync(toastLimits.durationMs * 2);
    expect(within(region).getByText('Read me slowly')).toBeInTheDocument();

    within(region).getByRole('button', { name: 'Close toast' }).click();
    await vi.advanceTimersByTimeAsync(500);
    expect(within(region).queryByText('Read me slowly')).not.toBeInTheDocument();
  });

  it('shows the newest three, and an older one again when a newer one leaves', async () => {
    vi.useFakeTimers();
    const { region, show } = createToaster(newRoot());
    for (const n of [1, 2, 3, 4, 5]) show({ message: `Notice ${n}`, kind: 'success' });
    const visible = () =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(visible()).toEqual(['Notice 5', 'Notice 4', 'Notice 3']);

    within(region).getAllByRole('button', { name: 'Close toast' })[0]?.click();
    await vi.advanceTimersByTimeAsync(500);
    expect(visible()).toEqual(['Notice 4', 'Notice 3', 'Notice 2']);
  });
});
