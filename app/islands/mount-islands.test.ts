import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IslandEntry, IslandWhen } from './island.ts';
import { announceNewMarkup } from './island.ts';
import { mountIslands, mountNewMarkupIslands } from './mount-islands.ts';

/** A registry of one island whose module records what it mounted and counts its clicks. */
function oneIsland(when: IslandWhen) {
  const mounted: HTMLElement[] = [];
  const clicks: string[] = [];
  const load = vi.fn(() =>
    Promise.resolve({
      mount(root: HTMLElement) {
        mounted.push(root);
        root.addEventListener('click', (event) => {
          if (event.target instanceof HTMLElement) clicks.push(event.target.textContent);
        });
      },
    }),
  );
  const registry: Record<string, IslandEntry> = { probe: { when, load } };
  return { registry, load, mounted, clicks };
}

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  const root = document.querySelector<HTMLElement>('[data-island]');
  if (!root) throw new Error('No island root in the page.');
  return root;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountIslands', () => {
  it('mounts a `now` island on each of its roots at once, and only once', async () => {
    document.body.innerHTML =
      '<div data-island="probe"></div><div data-island="probe"></div><div data-island="other"></div>';
    const { registry, load, mounted } = oneIsland('now');
    mountIslands(document, registry);
    mountIslands(document, registry);
    await settle();
    expect(mounted).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads an `intent` island only when the visitor points at it', async () => {
    const root = page('<div data-island="probe"><button>Open</button></div>');
    const { registry, load, mounted } = oneIsland('intent');
    mountIslands(document, registry);
    await settle();
    expect(load).not.toHaveBeenCalled();
    root.dispatchEvent(new Event('pointerenter'));
    await settle();
    expect(mounted).toEqual([root]);
  });

  it('holds a click that comes before the code and gives it to the same button once mounted', async () => {
    const root = page('<div data-island="probe"><button><svg></svg>Open</button></div>');
    const { registry, clicks } = oneIsland('intent');
    mountIslands(document, registry);
    const icon = root.querySelector('svg');
    icon?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toEqual([]);
    await settle();
    expect(clicks).toEqual(['Open']);
    root.querySelector('button')?.click();
    expect(clicks).toEqual(['Open', 'Open']);
  });

  it('stops a held link from navigating until the island has seen the click', () => {
    const root = page('<div data-island="probe"><a href="#elsewhere">Share</a></div>');
    const { registry } = oneIsland('intent');
    mountIslands(document, registry);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('loads a `visible` island at once where the browser cannot observe visibility', async () => {
    const root = page('<div data-island="probe"></div>');
    const { registry, mounted } = oneIsland('visible');
    mountIslands(document, registry);
    await settle();
    expect(mounted).toEqual([root]);
  });

  it('waits for the page to be idle before loading an `idle` island', async () => {
    vi.useFakeTimers();
    try {
      const root = page('<div data-island="probe"></div>');
      const { registry, mounted } = oneIsland('idle');
      mountIslands(document, registry);
      expect(mounted).toEqual([]);
      await vi.runAllTimersAsync();
      expect(mounted).toEqual([root]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('mounts the islands of markup announced later, its root included, until told to stop', async () => {
    const { registry, mounted } = oneIsland('now');
    const stop = mountNewMarkupIslands(registry);
    const part = page('<div data-island="probe"><div data-island="probe"></div></div>');
    announceNewMarkup(part);
    await settle();
    expect(mounted).toEqual([part, part.firstElementChild]);

    stop();
    const later = document.createElement('div');
    later.setAttribute('data-island', 'probe');
    document.body.append(later);
    announceNewMarkup(later);
    await settle();
    expect(mounted).toHaveLength(2);
  });
});
