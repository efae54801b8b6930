import { ShareBar } from './share-bar.tsx';
import { SkeletonRows } from './skeleton.tsx';

export interface RankedItem {
  /** What the row stands for (a path, a source, a country code): its React key and its filter value. */
  key: string;
  /** The key as a reader knows it: "United States" for "US". */
  label: string;
  /** A muted word beside the label: a source's group ("Search"). */
  note?: string | undefined;
  /** The figure written out: "1,204 views". */
  value: string;
  /** Its size against the largest in the list, 0..1, for the bar. */
  share: number;
}

/** What a click on a row does, and the row button's accessible name ("Filter by source Google"). */
export interface RankedAction {
  name: (item: RankedItem) => string;
  run: (item: RankedItem) => void;
}

interface RankedListProps {
  /** Undefined while the first load runs. */
  items: RankedItem[] | undefined;
  empty: string;
  /** Without one, the rows are plain text. */
  action?: RankedAction | undefined;
}

function RankedRow({ item }: { item: RankedItem }) {
  return (
    <>
      <span className="flex items-baseline justify-between gap-3">
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <span className="min-w-0 font-medium break-all">{item.label}</span>
          {item.note && <span className="text-xs text-muted-foreground">{item.note}</span>}
        </span>
        <span className="shrink-0 text-muted-foreground tabular-nums">{item.value}</span>
      </span>
      <ShareBar share={item.share} />
    </>
  );
}

/** Rows of a name, its figure and a bar: pages, sources, devices, places. */
export function RankedList({ items, empty, action }: RankedListProps) {
  if (items === undefined) {
    return <SkeletonRows />;
  }
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    // Pulled out by the rows' padding, so their text lines up with the card's title.
    <ol className="-mx-2 flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.key} className="text-sm">
          {action ? (
            <button
              type="button"
              aria-label={action.name(item)}
              onClick={() => action.run(item)}
              className="block w-full cursor-pointer rounded-md px-2 py-1.5 text-left transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              <RankedRow item={item} />
            </button>
          ) : (
            <div className="px-2 py-1.5">
              <RankedRow item={item} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
