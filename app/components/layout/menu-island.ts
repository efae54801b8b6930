import { menuCopy } from '#content/site-copy.ts';

/**
 * The phone menu: its button (the root) shows and hides the menu it controls. Choosing a
 * link or pressing Escape closes it, so a page restored from the back/forward cache, or
 * reached client-side on a hydrated page, never shows it still open.
 */
export function mount(root: HTMLElement): void {
  const menu = document.getElementById(root.getAttribute('aria-controls') ?? '');
  if (!menu) return;

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    root.setAttribute('aria-expanded', String(open));
    root.setAttribute('aria-label', open ? menuCopy.close : menuCopy.open);
  };
  const isOpen = () => !menu.hidden;

  root.addEventListener('click', () => setOpen(!isOpen()));
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    root.focus();
  });
}
