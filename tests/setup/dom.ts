import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { takePendingToasts } from '#app/islands/toast.ts';

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
  // What a test wrote into the page itself (server markup for an island) goes too.
  document.body.innerHTML = '';
  // A toast raised with no toaster mounted waits for the next one: without this, one test's
  // notices show up in the next.
  takePendingToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Islands read the address (the exit popup stays off the checkout): a test that moved it
  // must not move the next file's page.
  window.history.replaceState(null, '', '/');
});

// The component tests share their worker's modules and window (no isolation, for speed):
// what one file stubbed or faked must not reach the next.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
