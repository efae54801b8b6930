import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug: it fails the test that caused it.
// A test that expects one spies on console.error itself, which replaces this spy.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
