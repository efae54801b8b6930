import { Menu, X } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { menuCopy } from '#content/site-copy.ts';

export const mobileMenuId = 'mobile-menu';

/**
 * The phone menu's button, rendered closed; menu-island.ts opens and closes the menu it
 * controls. Its icon follows `aria-expanded` through CSS, so the island only sets state.
 */
export function MenuButton() {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="group lg:hidden"
      aria-label={menuCopy.open}
      aria-expanded={false}
      aria-controls={mobileMenuId}
      data-island="mobile-menu"
    >
      <Menu className="size-5 group-aria-expanded:hidden" aria-hidden />
      <X className="hidden size-5 group-aria-expanded:block" aria-hidden />
    </Button>
  );
}
