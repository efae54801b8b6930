import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardDescription } from '#app/components/ui/card.tsx';
import { cn } from '#app/lib/cn.ts';

interface AnalyticsCardProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  /** Beside the title, at the card's top right: the CSV link. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of the tab: a region named by its title, so each figure can be found by its name. */
export function AnalyticsCard({
  icon: Icon,
  title,
  description,
  action,
  className,
  children,
}: AnalyticsCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={cn('flex min-w-0 flex-col', className)}>
      <div className="flex flex-col gap-1 px-4 pt-4 pb-2">
        <div className="flex items-start justify-between gap-3">
          <h2
            id={titleId}
            className="flex items-center gap-2 text-sm leading-tight font-semibold text-muted-foreground"
          >
            <Icon className="size-4 shrink-0 text-primary" aria-hidden />
            {title}
          </h2>
          {action}
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </div>
      <div className="flex flex-1 flex-col px-4 pb-4">{children}</div>
    </Card>
  );
}
