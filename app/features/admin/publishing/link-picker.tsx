import { useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { FilterField } from '../kit/filter-field.tsx';
import { LoadStatus } from '../kit/load-status.tsx';
import { fetchLinks, publishingKeys, type SiteLink } from './publishing-api.ts';
import { publishingCopy } from './publishing-copy.ts';

const copy = publishingCopy.links;

/** The site's own pages, found by title or address; the chosen one goes to `onPick`. */
export function LinkList({ onPick }: { onPick: (link: SiteLink) => void }) {
  const [filter, setFilter] = useState('');
  const links = useQuery({ queryKey: publishingKeys.links, queryFn: fetchLinks });
  const wanted = filter.trim().toLowerCase();
  const shown = (links.data ?? []).filter(
    (link) => !wanted || link.title.toLowerCase().includes(wanted) || link.path.includes(wanted),
  );
  return (
    <div className="flex flex-col gap-2">
      <FilterField label={copy.filter}>
        {(id) => (
          <Input
            id={id}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        )}
      </FilterField>
      <LoadStatus
        isPending={links.isPending}
        isError={links.isError}
        hasData={links.data !== undefined}
        error={links.error}
        onRetry={() => void links.refetch()}
      />
      {links.data && shown.length === 0 && (
        <p className="text-sm text-muted-foreground">{copy.empty}</p>
      )}
      {shown.length > 0 && (
        <ul
          aria-label={copy.title}
          className="flex max-h-64 flex-col overflow-y-auto rounded-md border"
        >
          {shown.map((link) => (
            <li key={link.path}>
              <button
                type="button"
                className="flex w-full flex-col items-start px-3 py-2 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => onPick(link)}
              >
                <span className="font-medium">{link.title}</span>
                <span className="text-xs text-muted-foreground">
                  {copy.kinds[link.kind] ?? link.kind} · {link.path}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Link to a page": inserts `[text](/path)` for one of the site's own pages. */
export function LinkPicker({
  selectedText,
  onInsert,
}: {
  /** The body's selected words: the link's text when there are some. */
  selectedText: () => string;
  onInsert: (markdown: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <Link2 className="size-4" aria-hidden />
          {copy.open}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="rounded-md border p-2">
        {open && (
          <LinkList
            onPick={(link) => {
              const text = selectedText().replace(/[[\]]/g, '') || link.title;
              onInsert(`[${text}](${link.path})`);
              setOpen(false);
            }}
          />
        )}
      </div>
    </div>
  );
}
