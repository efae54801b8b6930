import { act, cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatCopy } from '#content/chat.ts';
import { renderRoute } from '#tests/render-page.tsx';
import { DeferredWidgets } from './deferred-widgets.tsx';
import { widgetTimings } from './widget-timings.ts';

const launcher = () => screen.queryByRole('button', { name: chatCopy.launcherLabel });

/** Lets the lazy import settle, then waits out the chat launcher's own delay. */
async function settleWidgets() {
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => import('#app/features/chat/chat-widget.tsx'));
  await act(() => vi.advanceTimersByTimeAsync(widgetTimings.chatLauncherDelay));
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
    expect(launcher()).not.toBeInTheDocument();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await settleWidgets();
    expect(launcher()).toBeInTheDocument();
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
    expect(launcher()).not.toBeInTheDocument();

    act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
    await settleWidgets();
    expect(launcher()).toBeInTheDocument();
  });
});
