import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '#app/components/theme/theme-provider.tsx';
import { publicThemeScope } from '#app/components/theme/theme-scopes.ts';
import { showToast } from '#app/islands/toast.ts';
import { notify } from './notices.ts';
import Toaster from './toaster.tsx';

function renderToaster() {
  render(
    <ThemeProvider scope={publicThemeScope}>
      <Toaster />
    </ThemeProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keep at most three visible, and wait for the toaster to mount', async () => {
    for (const n of [1, 2, 3, 4, 5]) notify({ title: `Notice ${n}`, variant: 'success' });
    renderToaster();
    expect(await screen.findByText('Notice 5')).toBeInTheDocument();
    const toasts = document.querySelectorAll('[data-sonner-toast]');
    const visible = [...toasts].filter((toast) => toast.getAttribute('data-visible') === 'true');
    expect(visible).toHaveLength(3);
  });

  it('stay on screen for four seconds, then go', async () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => notify({ title: 'Saved for a while', variant: 'success' }));
    await act(() => vi.advanceTimersByTimeAsync(3_900));
    expect(screen.getByText('Saved for a while')).toBeInTheDocument();
    // Past the four seconds, plus the exit animation.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByText('Saved for a while')).not.toBeInTheDocument();
  });

  it("show an island's toast on a hydrated page", async () => {
    renderToaster();
    act(() => showToast({ message: 'From an island', kind: 'error', description: 'Its words' }));
    expect(await screen.findByText('From an island')).toBeInTheDocument();
    expect(screen.getByText('Its words')).toBeInTheDocument();
  });
});
