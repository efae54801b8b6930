import { ShareBar } from './share-bar.tsx';
import { SkeletonRows } from './skeleton.tsx';

export interface RankedItem {
  label: string;
  /** The figure written out: "1,204 views". */
  value: string;
  /** Its size against the largest in the list, 0..1, for the bar. */
  share: number;
}

interface RankedListProps {
  /** Undefined while the first load runs. */
  items: RankedItem[] | undefined;
  empty: string;
}

/** Rows of a name, its figure and a bar: top pages, sources, devices. */
export function RankedList({ items, empty }: RankedListProps) {
  if (items === undefined) {
    return <SkeletonRows />;
  }
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.label} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 font-medium break-all">{item.label}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{item.value}</span>
          </div>
          <ShareBar share={item.share} />
        </li>
      ))}
    </ol>
  );
}
