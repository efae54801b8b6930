import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { Skeleton } from './skeleton.tsx';

interface StatCardProps {
  icon: LucideIcon;
  title: string;
  /** The headline figure, written out; undefined while the first load runs. */
  value: string | undefined;
  /** Its move against the period before (a ChangeBadge), under the figure. */
  change?: ReactNode;
  /** The smaller figure under it. */
  detail?: string | undefined;
  /** A further line under the detail (what a net figure is made of). */
  note?: string | undefined;
  className?: string;
}

/** A headline figure, how it moved, and the figure that explains it. */
export function StatCard({ icon, title, value, change, detail, note, className }: StatCardProps) {
  return (
    <AnalyticsCard icon={icon} title={title} className={className}>
      {value === undefined ? (
        <>
          <Skeleton className="h-8 w-24" />
          <Skeleton className="mt-2 h-4 w-28" />
        </>
      ) : (
        <>
          <p className="text-xl font-bold tabular-nums sm:text-2xl">{value}</p>
          {change}
          {detail && <p className="mt-1 text-sm text-muted-foreground">{detail}</p>}
          {note && <p className="text-xs text-muted-foreground">{note}</p>}
        </>
      )}
    </AnalyticsCard>
  );
}
