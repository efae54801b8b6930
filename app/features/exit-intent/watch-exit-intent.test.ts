import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTimings } from '#app/lib/widget-timings.ts';
import { scrollPage, showTab } from '#tests/reading-page.ts';
import { readingScroll } from './reading-signs.ts';
import { exitIntentFlag, watchExitIntent, type ExitCause } from './watch-exit-intent.ts';

const { exitIntentDelay, exitIntentFallback, exitIntentReading } = widgetTimings;
let opened: ExitCause[] = [];
let stop: () => void = () => undefined;

function watch() {
  opened = [];
  stop = watchExitIntent((cause) => opened.push(cause));
}

const wait = (ms: number) => vi.advanceTimersByTime(ms);
const leaveThroughTop = () =>
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));

/** Puts focus in a form field of the kind `html` describes, as a visitor typing there. */
function focusField(html: string): HTMLElement {
  document.body.innerHTML = html;
  const field = document.body.firstElementChild;
  if (!(field instanceof HTMLElement)) throw new Error('No field');
  field.focus();
  return field;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the timed fallback', () => {
  it('waits past 30 s for a visitor who has not scrolled, and opens at their first long scroll', () => {
    watch();
    wait(exitIntentFallback);
    expect(opened).toEqual([]);

    scrollPage(readingScroll.pixels - 1);
    expect(opened).toEqual([]);
    scrollPage(readingScroll.pixels);
    expect(opened).toEqual(['timer']);
    expect(localStorage.getItem(exitIntentFlag.key)).toBe(exitIntentFlag.value);
  });

  it('opens at 30 s, not before, when the visitor scrolled 600 px earlier (then back up)', () => {
    watch();
    wait(1000);
    scrollPage(readingScroll.pixels);
    scrollPage(0);
    wait(exitIntentFallback - 1001);
    expect(opened).toEqual([]);
    wait(1);
    expect(opened).toEqual(['timer']);
    expect(readingScroll.pixels).toBe(600);
  });

  it('counts a quarter of a short page as read', () => {
    // 1168 px tall in jsdom's 768 px window: 400 px to scroll, a quarter of it is 100 px.
    const height = window.innerHeight + 400;
    watch();
    wait(exitIntentFallback);
    scrollPage(99, height);
    expect(opened).toEqual([]);
    scrollPage(100, height);
    expect(opened).toEqual(['timer']);
  });

  it('opens without a scroll once the page has been in view for 60 s', () => {
    watch();
    wait(exitIntentReading - 1);
    expect(opened).toEqual([]);
    wait(1);
    expect(opened).toEqual(['timer']);
    expect(exitIntentReading).toBe(60_000);
  });

  it('does not count time in a hidden tab as reading', () => {
    watch();
    wait(20_000);
    showTab(false);
    wait(120_000);
    expect(opened).toEqual([]);

    showTab(true);
    wait(exitIntentReading - 20_000 - 1);
    expect(opened).toEqual([]);
    wait(1);
    expect(opened).toEqual(['timer']);
  });

  it.each([
    ['an input', '<input type="email">'],
    ['a textarea', '<textarea></textarea>'],
    ['a select', '<select><option>TX</option></select>'],
    ['an editable element', '<div contenteditable="true" tabindex="0"></div>'],
  ])('waits while %s has focus, then opens at the next scroll', (_kind, html) => {
    const field = focusField(html);
    watch();
    scrollPage(readingScroll.pixels);
    wait(exitIntentReading);
    expect(opened).toEqual([]);

    field.blur();
    wait(exitIntentReading);
    expect(opened).toEqual([]);
    scrollPage(readingScroll.pixels + 1);
    expect(opened).toEqual(['timer']);
  });
});

describe('the pointer leaving through the top', () => {
  it('is dropped while a form field has focus; a later exit outside the field opens the popup', () => {
    const field = focusField('<input type="text">');
    watch();
    leaveThroughTop();
    wait(exitIntentDelay);
    expect(opened).toEqual([]);

    field.blur();
    wait(1000);
    expect(opened).toEqual([]);
    leaveThroughTop();
    wait(exitIntentDelay);
    expect(opened).toEqual(['pointer']);
  });

  it('is dropped when a field takes focus within the 100 ms', () => {
    watch();
    leaveThroughTop();
    focusField('<textarea></textarea>');
    wait(exitIntentDelay);
    expect(opened).toEqual([]);
  });

  it('opens once, then nothing more is watched', () => {
    watch();
    leaveThroughTop();
    wait(exitIntentDelay);
    leaveThroughTop();
    scrollPage(readingScroll.pixels);
    wait(exitIntentReading);
    expect(opened).toEqual(['pointer']);
  });
});

it('watches nothing once stopped', () => {
  watch();
  stop();
  leaveThroughTop();
  scrollPage(readingScroll.pixels);
  wait(exitIntentReading);
  expect(opened).toEqual([]);
  expect(localStorage.getItem(exitIntentFlag.key)).toBeNull();
});

describe('on a touch device', () => {
  /** The browser's answer to media queries: a phone's coarse pointer that cannot hover. */
  function useDevice(touch: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: touch && /pointer: coarse|hover: none/.test(query),
      media: query,
    }));
  }
  afterEach(() => vi.unstubAllGlobals());

  it('never opens the popup over the text being read, however long the visitor reads', () => {
    useDevice(true);
    watch();
    scrollPage(readingScroll.pixels);
    wait(exitIntentFallback + exitIntentReading);
    scrollPage(readingScroll.pixels * 2);
    leaveThroughTop();
    wait(exitIntentDelay);
    expect(opened).toEqual([]);
    expect(localStorage.getItem(exitIntentFlag.key)).toBeNull();
  });

  it('still opens it with a mouse', () => {
    useDevice(false);
    watch();
    scrollPage(readingScroll.pixels);
    wait(exitIntentFallback);
    expect(opened).toEqual(['timer']);
  });
});
