import { Download } from 'lucide-react';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { analyticsCopy } from './analytics-copy.ts';

const copy = analyticsCopy.export;

interface CardExportLinkProps {
  /** The export's address, with the period and filters the card shows. */
  href: string;
  /** The card's title, for the link's name: "Download Traffic Sources as CSV". */
  title: string;
}

/** A card's "CSV" download: the same rows as the card, all of them, for the same period and filters. */
export function CardExportLink({ href, title }: CardExportLinkProps) {
  return (
    <a
      href={href}
      download
      aria-label={fillPlaceholders(copy.name, { card: title })}
      className="-my-1 inline-flex min-h-8 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-medium text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Download className="size-3.5" aria-hidden />
      {copy.link}
    </a>
  );
}
