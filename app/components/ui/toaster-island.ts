import {
  takePendingToasts,
  toastEvent,
  type ToastDetail,
  type ToastKind,
} from '#app/islands/toast.ts';
import { toastLimits, toastRegionLabel } from './toast-limits.ts';

/**
 * The site's one toaster, on every page, the back office included (mounted there by its
 * frame, use-island-module.ts): the live region, place, colors and timing the library sonner
 * had, drawn by hand. Toasts stand in a column rather than sonner's stack, so each stays
 * readable without hovering. `data-edge="bottom"` on the root puts them at the foot of a
 * phone's screen: the back office, which has no chat launcher there, keeps its own header
 * (who is signed in, Sign Out, the sections) in sight after each action.
 */

// The time a toast takes to slide out before it leaves the page: the library's.
const exitMs = 200;

// Where the library laid toasts across a phone's width (its styles.css).
const phoneQuery = '(max-width: 600px)';

const svgNamespace = 'http://www.w3.org/2000/svg';

// The library's icons (20 px, filled): a check, an exclamation mark; the plain toast has none.
const iconPaths: Partial<Record<ToastKind, string>> = {
  success:
    'M10 18a8 8 0 100-16 8 8 0 000 16zm3.857-9.809a.75.75 0 00-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 10-1.06 1.061l2.5 2.5a.75.75 0 001.137-.089l4-5.5z',
  error:
    'M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z',
};

// The library's rich colors (border, background, text; light then dark), with the site's
// darker light-theme success and error text (app.css). Set as styles, not classes: one-off
// values that would each add a rule to every public page's stylesheet.
const kindColors: Record<ToastKind, readonly [light: string[], dark: string[]]> = {
  success: [
    ['hsl(145,92%,87%)', 'hsl(143,85%,96%)', 'hsl(140,100%,24%)'],
    ['hsl(147,100%,12%)', 'hsl(150,100%,6%)', 'hsl(150,86%,65%)'],
  ],
  error: [
    ['hsl(359,100%,94%)', 'hsl(359,100%,97%)', 'hsl(360,100%,40%)'],
    ['hsl(357,89%,16%)', 'hsl(358,76%,10%)', 'hsl(358,100%,81%)'],
  ],
  // `info` is the plain toast (sonner's `toast()`), as `notify` shows a default notice.
  info: [
    ['hsl(0,0%,93%)', '#fff', 'hsl(0,0%,9%)'],
    ['hsl(0,0%,20%)', '#000', 'hsl(0,0%,99%)'],
  ],
};

const shadow = '0 4px 12px rgba(0,0,0,0.1)';

/**
 * Where the library puts its list: below the sticky header (so a toast never covers the
 * navigation), 356 px wide, the width less 1rem a side on a phone.
 */
const listStyle: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  right: '1rem',
  width: 'min(356px, calc(100vw - 2rem))',
  left: 'auto',
  zIndex: '999999999',
  margin: '0',
  padding: '0',
  border: '0',
  background: 'transparent',
  overflow: 'visible',
  listStyle: 'none',
  // A modal dialog of the back office makes the page behind it inert to the pointer (its
  // body's pointer-events); a toast over it still closes and pauses under the pointer.
  pointerEvents: 'auto',
};

const belowHeader: Partial<CSSStyleDeclaration> = { top: '4.75rem', bottom: 'auto' };
const aboveBottom: Partial<CSSStyleDeclaration> = { top: 'auto', bottom: '1rem' };

const listClasses = 'flex flex-col gap-3.5 font-sans';
const toastClasses =
  'relative flex items-center gap-1.5 rounded-lg border p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring';
const closeClasses =
  'absolute top-0 left-0 flex size-5 cursor-pointer items-center justify-center rounded-full border p-0';

/**
 * Above everything, a modal dialog's backdrop included (as the library's z-index put it above
 * the old dialogs): the list is a popover, raised again into the top layer with each toast,
 * so it stands over a dialog opened since. Where popovers are unknown its z-index serves.
 */
function raise(list: HTMLElement): void {
  if (!('showPopover' in list)) return;
  if (list.matches(':popover-open')) list.hidePopover();
  list.showPopover();
}

/** The toast's colors for the theme shown now: a toast lasts seconds, a theme far longer. */
function toastStyle(kind: ToastKind): Partial<CSSStyleDeclaration> {
  const [light, dark] = kindColors[kind];
  const [borderColor, background, color] = document.documentElement.classList.contains('dark')
    ? dark
    : light;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    borderColor,
    background,
    color,
    fontSize: '13px',
    boxShadow: shadow,
    overflowWrap: 'anywhere',
    transition: still ? 'none' : 'translate 400ms, opacity 400ms',
  };
}

/** Beyond its place (above it; below it at the foot) and see-through until shown, as it slides. */
function setShown(item: HTMLElement, shown: boolean, atBottom: boolean): void {
  item.dataset.shown = String(shown);
  item.style.translate = shown ? '0' : `0 ${atBottom ? '100%' : '-100%'}`;
  item.style.opacity = shown ? '1' : '0';
}

function svg(viewBox: string, size: string, attributes: Record<string, string>): SVGSVGElement {
  const element = document.createElementNS(svgNamespace, 'svg');
  for (const [name, value] of Object.entries({
    viewBox,
    width: size,
    height: size,
    'aria-hidden': 'true',
    ...attributes,
  }))
    element.setAttribute(name, value);
  return element;
}

function kindIcon(kind: ToastKind): HTMLElement | undefined {
  const path = iconPaths[kind];
  if (!path) return undefined;
  const icon = svg('0 0 20 20', '20', { fill: 'currentColor' });
  const shape = document.createElementNS(svgNamespace, 'path');
  shape.setAttribute('fill-rule', 'evenodd');
  shape.setAttribute('clip-rule', 'evenodd');
  shape.setAttribute('d', path);
  icon.append(shape);
  const holder = document.createElement('div');
  holder.className = 'relative mr-1 flex size-4 shrink-0 items-center';
  holder.style.marginLeft = '-3px';
  holder.append(icon);
  return holder;
}

function closeIcon(): SVGSVGElement {
  const icon = svg('0 0 24 24', '12', {
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.5',
    'stroke-linecap': 'round',
  });
  for (const [x1, y1, x2, y2] of [
    ['18', '6', '6', '18'],
    ['6', '6', '18', '18'],
  ] as const) {
    const line = document.createElementNS(svgNamespace, 'line');
    line.setAttribute('x1', x1);
    line.setAttribute('y1', y1);
    line.setAttribute('x2', x2);
    line.setAttribute('y2', y2);
    icon.append(line);
  }
  return icon;
}

function textBlock(text: string, className: string, lineHeight: string): HTMLDivElement {
  const block = document.createElement('div');
  block.className = className;
  block.style.lineHeight = lineHeight;
  block.textContent = text;
  return block;
}

interface ShownToast {
  item: HTMLLIElement;
  remainingMs: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The region, its list and the toasts in it, newest first: nearest the edge they stand at.
 * `signal` ends what it listens to outside the root.
 */
export function createToaster(root: HTMLElement, signal?: AbortSignal) {
  const region = document.createElement('section');
  region.setAttribute('aria-label', toastRegionLabel);
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-relevant', 'additions text');
  region.setAttribute('aria-atomic', 'false');
  region.tabIndex = -1;
  const list = document.createElement('ol');
  list.className = listClasses;
  Object.assign(list.style, listStyle);
  if ('showPopover' in list) list.popover = 'manual';
  region.append(list);
  root.append(region);

  const phone = matchMedia(phoneQuery);
  const atBottom = () => root.dataset.edge === 'bottom' && phone.matches;
  const place = () => {
    const bottom = atBottom();
    Object.assign(list.style, bottom ? aboveBottom : belowHeader);
    list.style.flexDirection = bottom ? 'column-reverse' : 'column';
  };
  place();
  phone.addEventListener('change', place, { signal });

  const shown: ShownToast[] = [];
  let paused = false;

  // Only the newest few show; an older one comes back when a newer one leaves.
  const showNewest = () => {
    shown.forEach((toast, index) => {
      toast.item.hidden = index >= toastLimits.visible;
    });
  };

  const remove = (toast: ShownToast) => {
    const index = shown.indexOf(toast);
    if (index === -1) return;
    clearTimeout(toast.timer);
    shown.splice(index, 1);
    setShown(toast.item, false, atBottom());
    setTimeout(() => toast.item.remove(), exitMs);
    showNewest();
  };

  const run = (toast: ShownToast) => {
    toast.startedAt = Date.now();
    toast.timer = setTimeout(() => remove(toast), toast.remainingMs);
  };

  // Like the library, a toast waits while the pointer or focus is on the list.
  const pause = () => {
    if (paused) return;
    paused = true;
    for (const toast of shown) {
      clearTimeout(toast.timer);
      toast.remainingMs -= Date.now() - toast.startedAt;
    }
  };
  const resume = () => {
    if (!paused) return;
    paused = false;
    shown.forEach(run);
  };
  list.addEventListener('pointerenter', pause);
  list.addEventListener('pointerleave', resume);
  list.addEventListener('focusin', pause);
  list.addEventListener('focusout', (event) => {
    if (!list.contains(event.relatedTarget as Node | null)) resume();
  });

  // The library's shortcut, named in the region's label: focus goes to the newest toast.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.altKey && event.code === 'KeyT') (shown[0]?.item ?? region).focus();
    },
    { signal },
  );

  function show({ message, kind, description }: ToastDetail): void {
    const item = document.createElement('li');
    item.className = toastClasses;
    Object.assign(item.style, toastStyle(kind));
    item.tabIndex = 0;
    // What browser tests find a toast by.
    item.dataset.toast = '';
    item.dataset.type = kind;
    setShown(item, false, atBottom());

    const close = document.createElement('button');
    close.type = 'button';
    close.className = closeClasses;
    // Half over the toast's corner, in the toast's own colors.
    Object.assign(close.style, {
      translate: '-35% -35%',
      borderColor: 'inherit',
      background: 'inherit',
      color: 'inherit',
    });
    close.setAttribute('aria-label', 'Close toast');
    close.append(closeIcon());

    const content = document.createElement('div');
    content.className = 'flex min-w-0 flex-1 flex-col gap-0.5';
    content.append(textBlock(message, 'font-medium', '1.5'));
    if (description) content.append(textBlock(description, 'font-normal', '1.4'));

    const icon = kindIcon(kind);
    item.append(close, ...(icon ? [icon] : []), content);
    list.prepend(item);

    const toast: ShownToast = {
      item,
      remainingMs: toastLimits.durationMs,
      startedAt: 0,
      timer: undefined,
    };
    close.addEventListener('click', () => remove(toast));
    shown.unshift(toast);
    showNewest();
    raise(list);
    if (!paused) run(toast);
    // Slides in from above once it has been laid out where it starts.
    requestAnimationFrame(() => setShown(item, true, atBottom()));
  }

  return { region, show };
}

/**
 * Shows every toast of the page from now on, those raised before it listened first. Returns
 * what takes the toaster away again, for a React frame that unmounts its root.
 */
export function mount(root: HTMLElement): () => void {
  const listening = new AbortController();
  const { region, show } = createToaster(root, listening.signal);
  window.addEventListener(
    toastEvent,
    (event) => {
      event.preventDefault();
      show((event as CustomEvent<ToastDetail>).detail);
    },
    { signal: listening.signal },
  );
  takePendingToasts().forEach(show);
  return () => {
    listening.abort();
    region.remove();
  };
}
