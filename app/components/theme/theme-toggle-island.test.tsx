import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '#tests/island-page.tsx';
import { adminThemeScope, publicThemeScope } from './theme-scopes.ts';
import { ThemeToggleIsland } from './theme-toggle.tsx';

async function mountToggle() {
  await mountIsland(<ThemeToggleIsland />, 'theme-toggle');
  return screen.getByRole('button', { name: 'Toggle theme' });
}

describe('the theme toggle island', () => {
  beforeEach(() => {
    // A dark system, painted by the head script before the island arrives.
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    document.documentElement.className = 'dark';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('turns the system theme into light, then light into dark, and stores the choice', async () => {
    const user = userEvent.setup();
    const toggle = await mountToggle();

    await user.click(toggle);
    expect(window.localStorage.getItem(publicThemeScope.storageKey)).toBe('light');
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('light');

    await user.click(toggle);
    expect(window.localStorage.getItem(publicThemeScope.storageKey)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
  });

  it('is a plain button in the server’s markup, both icons drawn and left to CSS', async () => {
    const toggle = await mountToggle();
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle.querySelectorAll('svg')).toHaveLength(2);
  });

  it('keeps the back office’s choice under its own key', async () => {
    window.history.replaceState(null, '', '/admin');
    const user = userEvent.setup();
    await user.click(await mountToggle());
    expect(window.localStorage.getItem(adminThemeScope.storageKey)).toBe('light');
    expect(window.localStorage.getItem(publicThemeScope.storageKey)).toBeNull();
  });
});
