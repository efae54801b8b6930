import { widgetTimings } from '#app/lib/widget-timings.ts';
import { fetchesAhead } from './fetch-ahead.ts';

/** Pages already asked for from this page: each is fetched ahead once. */
const fetched = new Set<string>();

function prefetch(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  const here = new URL(location.href);
  if (!link || !fetchesAhead(link, here)) return;
  const url = new URL(link.href, here);
  url.hash = '';
  if (fetched.has(url.href)) return;
  fetched.add(url.href);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = url.href;
  document.head.append(hint);
}

/**
 * The fallback for browsers without Speculation Rules: the same links, fetched ahead on the
 * same intent (the pointer resting on a link, a touch, keyboard focus) with a prefetch hint.
 * Where the browser reads the rules it does nothing. Its root is the rules' script element.
 */
export function mount(): void {
  // Browsers older than HTMLScriptElement.supports (Safari 15) read no rules either.
  if ('supports' in HTMLScriptElement && HTMLScriptElement.supports('speculationrules')) return;
  let hover: ReturnType<typeof setTimeout> | undefined;
  const options = { passive: true, capture: true };
  // A pointer passing over a link is not intent; one resting on it is.
  document.addEventListener(
    'pointerover',
    ({ target }) => {
      clearTimeout(hover);
      hover = setTimeout(() => prefetch(target), widgetTimings.linkPrefetchHover);
    },
    options,
  );
  document.addEventListener('pointerout', () => clearTimeout(hover), options);
  document.addEventListener('touchstart', ({ target }) => prefetch(target), options);
  document.addEventListener('focusin', ({ target }) => prefetch(target), options);
}
