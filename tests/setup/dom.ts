import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';

// jsdom has no media queries: every query answers "no match" unless a test stubs it.
window.matchMedia = (query: string): MediaQueryList =>
  Object.assign(new EventTarget(), {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  });

// jsdom neither lays out nor scrolls, and has no scrollIntoView at all.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  // Sonner keeps undismissed toasts in a module-level store and replays them to the
  // next Toaster that mounts: without this, one test's notices show up in the next.
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The component tests share their worker's modules and window (no isolation, for speed):
// what one file stubbed or faked must not reach the next.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
