import { describe, expect, it } from 'vitest';
import { isTheme, nextTheme, resolveTheme } from './theme-rule.ts';

describe('theme rule', () => {
  it('toggles light to dark, and anything other than light to light', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('light');
    expect(nextTheme('system')).toBe('light');
  });

  it('resolves system from the system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('accepts only the three themes from storage', () => {
    expect(['light', 'dark', 'system'].every(isTheme)).toBe(true);
    expect(isTheme('blue')).toBe(false);
    expect(isTheme(null)).toBe(false);
  });
});
