import { Scale } from 'lucide-react';

/** The brand link's look, in the site header and on the server's own pages alike. */
export const brandLinkClass =
  'flex items-center gap-2 text-base leading-tight font-bold whitespace-nowrap sm:text-lg';

/** The scale before the brand's name. */
export function BrandMark() {
  return <Scale className="size-6 text-primary" aria-hidden />;
}
