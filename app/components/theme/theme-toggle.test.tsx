import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from './theme-provider.tsx';
import { publicThemeScope } from './theme-scopes.ts';
import { ThemeToggle } from './theme-toggle.tsx';

function renderToggle() {
  render(
    <ThemeProvider scope={publicThemeScope}>
      <ThemeToggle />
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Toggle theme' });
}

describe('ThemeToggle', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', () => ({
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('turns the system theme into light, then light into dark, and stores the choice', async () => {
    const toggle = renderToggle();
    expect(document.documentElement).toHaveClass('dark');

    await userEvent.click(toggle);
    expect(window.localStorage.getItem(publicThemeScope.storageKey)).toBe('light');
    expect(document.documentElement).toHaveClass('light');

    await userEvent.click(toggle);
    expect(window.localStorage.getItem(publicThemeScope.storageKey)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows a change made in another tab', async () => {
    renderToggle();
    window.localStorage.setItem(publicThemeScope.storageKey, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: publicThemeScope.storageKey }));
    await vi.waitFor(() => expect(document.documentElement).toHaveClass('light'));
  });
});
