import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#app/islands/toast.ts';
import { toastLimits } from './toast-limits.ts';
import { createToaster, mount } from './toaster-island.ts';

const roots: HTMLElement[] = [];
// Mounted toasters listen on the window: each is taken away after its test.
const unmounts: (() => void)[] = [];

function newRoot(): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  roots.push(root);
  return root;
}

afterEach(() => {
  vi.useRealTimers();
  for (const unmount of unmounts.splice(0)) unmount();
  for (const root of roots.splice(0)) root.remove();
});

describe('the toaster island', () => {
  it("answers the page's toast event in the live region browser tests wait for", async () => {
    unmounts.push(mount(newRoot()));
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

    expect(toast).toHaveAttribute('data-toast');
  });

  it('takes its region away and stops answering once unmounted', () => {
    const unmount = mount(newRoot());
    unmount();
    expect(within(document.body).queryByRole('region', { name: /^Notifications/ })).toBeNull();
    unmounts.push(mount(newRoot()));
    showToast({ message: 'Only once', kind: 'info' });
    expect(within(document.body).getAllByText('Only once')).toHaveLength(1);
  });

  it('stands below the header, or at the foot of a phone’s screen where the root asks for the bottom edge', () => {
    const phone = (matches: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) =>
        Object.assign(new EventTarget(), { matches: matches && query.includes('max-width') }),
      );
    const listOf = (edge?: string) => {
      const root = newRoot();
      if (edge) root.dataset.edge = edge;
      return within(createToaster(root).region).getByRole('list');
    };

    phone(true);
    const atFoot = listOf('bottom');
    expect(atFoot.style.bottom).toBe('1rem');
    expect(atFoot.style.top).toBe('auto');
    // The newest toast nearest the edge.
    expect(atFoot.style.flexDirection).toBe('column-reverse');
    expect(listOf().style.top).toBe('4.75rem');

    phone(false);
    const wide = listOf('bottom');
    expect(wide.style.top).toBe('4.75rem');
    expect(wide.style.bottom).toBe('auto');
    vi.unstubAllGlobals();
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
