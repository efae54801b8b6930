import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '#app/features/theme/theme-provider.tsx';
import { publicThemeScope } from '#app/features/theme/theme-scopes.ts';
import { notify } from './notices.ts';
import Toaster, { toastLimits } from './toaster.tsx';

describe('toasts', () => {
  it('keep at most three visible, and wait for the toaster to mount', async () => {
    for (const n of [1, 2, 3, 4, 5]) notify({ title: `Notice ${n}`, variant: 'success' });
    render(
      <ThemeProvider scope={publicThemeScope}>
        <Toaster />
      </ThemeProvider>,
    );
    expect(await screen.findByText('Notice 5')).toBeInTheDocument();
    const toasts = document.querySelectorAll('[data-sonner-toast]');
    const visible = [...toasts].filter((toast) => toast.getAttribute('data-visible') === 'true');
    expect(visible).toHaveLength(toastLimits.visible);
    expect(toastLimits.durationMs).toBe(4000);
  });
});
