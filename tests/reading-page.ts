import { vi } from 'vitest';

/**
 * jsdom lays nothing out: these stand in for a page of `height` px scrolled to `top`, and
 * for a tab going out of view and back. Undone by `vi.restoreAllMocks()`.
 */
export function scrollPage(top: number, height = 5000): void {
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(height);
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(top);
  window.dispatchEvent(new Event('scroll'));
}

export function showTab(visible: boolean): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
  document.dispatchEvent(new Event('visibilitychange'));
}
