import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTimings } from '#app/features/widgets/widget-timings.ts';
import { exitIntentCopy as copy } from '#content/exit-intent.ts';
import { pageLinks } from '#content/page-links.ts';
import { placeholderValues } from '#shared/placeholders.ts';
import { scrollPage } from '#tests/reading-page.ts';
import { testSite } from '#tests/render-page.tsx';
import { ExitIntentPopup } from './exit-intent-popup.tsx';
import { readingScroll } from './reading-signs.ts';
import { exitIntentFlag } from './watch-exit-intent.ts';

function renderPopupAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to={pageLinks.faq.path}>{pageLinks.faq.label}</Link>
      <ExitIntentPopup values={placeholderValues(testSite)} />
    </MemoryRouter>,
  );
}

const popup = () => screen.queryByRole('dialog', { name: copy.title });

/** Everything that opens the popup elsewhere: the pointer heading for the tabs, a long scroll, a long read. */
function tryEverything() {
  fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null });
  scrollPage(readingScroll.pixels);
  act(() => {
    vi.advanceTimersByTime(widgetTimings.exitIntentReading);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ExitIntentPopup on the pages of a purchase', () => {
  it.each([pageLinks.checkout.path, `${pageLinks.checkout.path}/`, pageLinks.success.path])(
    'never opens on %s',
    (path) => {
      renderPopupAt(`${path}?session_id=cs_test_1`);
      tryEverything();
      expect(popup()).not.toBeInTheDocument();
      expect(localStorage.getItem(exitIntentFlag.key)).toBeNull();
    },
  );

  it('starts watching once the visitor leaves the checkout for another page', () => {
    renderPopupAt(pageLinks.checkout.path);
    tryEverything();
    fireEvent.click(screen.getByRole('link', { name: pageLinks.faq.label }));
    fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null });
    act(() => {
      vi.advanceTimersByTime(widgetTimings.exitIntentDelay);
    });
    expect(popup()).toBeInTheDocument();
  });
});
