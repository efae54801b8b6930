import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { commonCopy } from './kit-copy.ts';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** Names the list it pages through, for screen readers ("Subscribers pages"). */
  label: string;
  onPage: (page: number) => void;
}

/** Previous and Next under a paged list; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, label, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const copy = commonCopy;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 pt-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        {copy.previous}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {fillPlaceholders(copy.pageOf, { page: String(page), pages: String(pages) })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {copy.next}
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
