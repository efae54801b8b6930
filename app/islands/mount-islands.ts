import { islandAttribute, newMarkupEvent, type IslandEntry } from './island.ts';
import { whenPageIdle } from './page-idle.ts';

/** How far below the viewport a `visible` island starts loading. */
const visibleMargin = '200px';
const intentEvents = ['pointerenter', 'focusin', 'touchstart'] as const;

const started = new WeakSet<HTMLElement>();

/** Loads an island's module and mounts it on one root. */
async function mount(root: HTMLElement, entry: IslandEntry): Promise<void> {
  const island = await entry.load();
  island.mount(root);
}

function onVisible(root: HTMLElement, load: () => void): void {
  if (typeof IntersectionObserver !== 'function') return load();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: visibleMargin },
  );
  observer.observe(root);
}

/** What a held click is given to once the island listens: the control it was meant for. */
const clickable = 'a, button, input, label, select, summary, textarea, [role="button"]';

/**
 * Loads on the first sign of use. A click that arrives before the code is held, and given
 * again to the control it was meant for once the island is mounted, so no click is lost.
 */
function onIntent(root: HTMLElement, load: () => Promise<void>): void {
  const holding = new AbortController();
  const { signal } = holding;
  let loading: Promise<void> | undefined;
  // Mounted: the island handles its own clicks from now on.
  const start = () => (loading ??= load().then(() => holding.abort()));
  for (const type of intentEvents)
    root.addEventListener(type, () => void start(), { signal, passive: true });
  root.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest<HTMLElement>(clickable) ?? root;
      event.preventDefault();
      event.stopImmediatePropagation();
      void start().then(() => control.click());
    },
    { signal, capture: true },
  );
}

/** Schedules every island root under `scope` by its registry entry's `when`. */
export function mountIslands(
  scope: ParentNode,
  registry: Readonly<Record<string, IslandEntry>>,
): void {
  const selector = `[${islandAttribute}]`;
  const roots = [...scope.querySelectorAll<HTMLElement>(selector)];
  if (scope instanceof HTMLElement && scope.matches(selector)) roots.unshift(scope);
  for (const root of roots) {
    if (started.has(root)) continue;
    const entry = registry[root.getAttribute(islandAttribute) ?? ''];
    if (!entry) continue;
    started.add(root);
    const load = () => mount(root, entry);
    switch (entry.when) {
      case 'now':
        void load();
        break;
      case 'idle':
        whenPageIdle(() => void load());
        break;
      case 'visible':
        onVisible(root, () => void load());
        break;
      case 'intent':
        onIntent(root, load);
        break;
    }
  }
}

/** Mounts the islands of markup put in the page later, as each island announces it (`announceNewMarkup`). */
export function mountNewMarkupIslands(registry: Readonly<Record<string, IslandEntry>>): void {
  document.addEventListener(newMarkupEvent, (event) => {
    if (event.target instanceof HTMLElement) mountIslands(event.target, registry);
  });
}
