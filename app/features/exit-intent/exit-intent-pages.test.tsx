import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTimings } from '#app/lib/widget-timings.ts';
import { exitIntentCopy as copy } from '#content/exit-intent.ts';
import { pageLinks } from '#content/page-links.ts';
import { placeholderValues } from '#shared/placeholders.ts';
import { mountIsland, standInForDialogs } from '#tests/island-page.tsx';
import { scrollPage } from '#tests/reading-page.ts';
import { testSite } from '#tests/render-page.tsx';
import { exitIntentIsland } from './exit-intent-parts.ts';
import { ExitIntentPopup } from './exit-intent-popup.tsx';
import { readingScroll } from './reading-signs.ts';
import { exitIntentFlag } from './watch-exit-intent.ts';

standInForDialogs();

async function renderPopupAt(path: string) {
  window.history.replaceState(null, '', path);
  await mountIsland(
    <MemoryRouter>
      <ExitIntentPopup values={placeholderValues(testSite)} />
    </MemoryRouter>,
    exitIntentIsland,
  );
}

const popup = () => screen.queryByRole('dialog', { name: copy.title });

/** Everything that opens the popup elsewhere: the pointer heading for the tabs, a long scroll, a long read. */
async function tryEverything() {
  fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null });
  scrollPage(readingScroll.pixels);
  vi.advanceTimersByTime(widgetTimings.exitIntentReading);
  await vi.dynamicImportSettled();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the exit popup on the pages of a purchase', () => {
  it.each([pageLinks.checkout.path, `${pageLinks.checkout.path}/`, pageLinks.success.path])(
    'never opens on %s',
    async (path) => {
      await renderPopupAt(`${path}?session_id=cs_test_1`);
      await tryEverything();
      expect(popup()).not.toBeInTheDocument();
      expect(localStorage.getItem(exitIntentFlag.key)).toBeNull();
    },
  );

  it('opens once the visitor has gone from the checkout to another page of the application', async () => {
    await renderPopupAt(pageLinks.checkout.path);
    await tryEverything();
    // A hydrated page moves on without loading a document: the same watch goes on.
    window.history.pushState(null, '', pageLinks.library.path);
    fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null });
    vi.advanceTimersByTime(widgetTimings.exitIntentDelay);
    await vi.dynamicImportSettled();
    expect(popup()).toBeInTheDocument();
  });
});
