import { adminCopy } from '#content/admin-copy.ts';
import { formatCount } from './analytics-format.ts';
import { Skeleton } from './skeleton.tsx';

const copy = adminCopy.analytics;

/** The sessions active in the last 30 minutes, over the newest views: who is on the site now. */
export function ActiveUsers({ count }: { count: number | undefined }) {
  return (
    <div role="group" aria-label={copy.cards.activeUsers} className="mb-3 flex items-baseline gap-2">
      {count === undefined ? (
        <Skeleton className="h-7 w-40" />
      ) : (
        <>
          <span className="text-xl font-bold tabular-nums">{formatCount(count)}</span>
          <span className="text-sm text-muted-foreground">{copy.activeUsersNote}</span>
        </>
      )}
    </div>
  );
}
