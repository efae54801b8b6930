import { ChevronDown } from 'lucide-react';
import { formatDateTime } from './format.ts';

/** The end of a list item's toggle: its date from the sm width up, a chevron turned while open. */
export function ItemToggleEnd({ date, open }: { date: string; open: boolean }) {
  return (
    <span className="flex shrink-0 items-center gap-2">
      <time dateTime={date} className="hidden text-xs text-muted-foreground sm:inline">
        {formatDateTime(date)}
      </time>
      <ChevronDown
        className={
          open ? 'size-4 rotate-180 text-muted-foreground' : 'size-4 text-muted-foreground'
        }
        aria-hidden
      />
    </span>
  );
}

/** The item's date inside its opened body on a phone, where the toggle has no room for it. */
export function ItemDateOnPhone({ date }: { date: string }) {
  return (
    <time dateTime={date} className="text-xs text-muted-foreground sm:hidden">
      {formatDateTime(date)}
    </time>
  );
}
