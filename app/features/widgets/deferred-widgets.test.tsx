import { act, cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#tests/render-page.tsx';
import { DeferredWidgets } from './deferred-widgets.tsx';
import { widgetTimings } from './widget-timings.ts';

// The popups stand in for themselves: what is tested is when they mount, not what they show.
vi.mock('./popup-widgets.tsx', () => ({ default: () => <p>The popups are here</p> }));

const popups = () => screen.queryByText('The popups are here');

/** Lets the lazy import settle. */
async function settleWidgets() {
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => import('./popup-widgets.tsx'));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  // Unmount first: the clean-up cancels through the stubbed idle callback API.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DeferredWidgets', () => {
  it('renders nothing on the server', () => {
    expect(renderToString(<DeferredWidgets />)).toBe('');
  });

  it("waits for the window's load event before loading the widgets", async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    renderRoute('/', DeferredWidgets, '/');
    await settleWidgets();
    expect(popups()).not.toBeInTheDocument();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await settleWidgets();
    expect(popups()).toBeInTheDocument();
  });

  it('waits for an idle moment when the browser can report one', async () => {
    const idle: IdleRequestCallback[] = [];
    const requestIdle = vi.fn((callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    renderRoute('/', DeferredWidgets, '/');
    await settleWidgets();
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), {
      timeout: widgetTimings.idleTimeout,
    });
    expect(popups()).not.toBeInTheDocument();

    act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
    await settleWidgets();
    expect(popups()).toBeInTheDocument();
  });
});
